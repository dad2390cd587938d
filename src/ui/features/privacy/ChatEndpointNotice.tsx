import { useChatOrigin } from './use-chat-origin';

/**
 * Says, where custom instructions are used, that page text leaves this device: with a chat
 * endpoint saved in Settings, the text of each page is sent to that origin to be read.
 */
export function ChatEndpointNotice() {
  const origin = useChatOrigin();
  if (!origin) return null;
  return (
    <p className="banner banner-warning" data-testid="chat-endpoint-notice" data-origin={origin}>
      Page text is sent to <strong>{origin}</strong>, the chat endpoint saved in Settings, to read
      custom instructions and custom tags.
    </p>
  );
}
