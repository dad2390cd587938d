import { answerBeforeBody, bodyTooLargeResponse } from '../core/api/answer-before-body';
import { handleApiRequest } from '../core/api/handle-request';
import type { ApiJobRunner, ApiSettings } from '../core/api/http';
import { BodyTooLargeError, readApiRequest, readHeaders } from './read-request';
import { internalErrorResponse, toResponse } from './to-response';

/**
 * Answers one API request; never throws (a failure here is a 500 body, not a network error).
 * Order matters: the settings are read first, then route, key and Content-Length are checked on
 * the head alone, and only then is the body read, counting bytes and stopping at the limit.
 */
export async function answerApiRequest(
  request: Request,
  loadSettings: () => Promise<ApiSettings>,
  runner: ApiJobRunner,
): Promise<Response> {
  try {
    const settings = await loadSettings();
    const url = new URL(request.url);
    const head = {
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      headers: readHeaders(request.headers),
    };
    const before = answerBeforeBody(head, settings.apiKey, settings.maxBytes);
    // The body is left unread: the browser drops it with the request.
    if (before.kind === 'answer') return toResponse(before.response);
    let apiRequest;
    try {
      apiRequest = await readApiRequest(request, before.maxBodyBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return toResponse(bodyTooLargeResponse(error.bytesRead, before.maxBodyBytes));
    }
    return toResponse(await handleApiRequest(apiRequest, settings, runner));
  } catch (error) {
    return internalErrorResponse(error);
  }
}
