import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FRAMING_HEADERS,
  headerContentSecurityPolicy,
} from '../../../src/sw/content-security-policy';

describe('framing headers', () => {
  it("forbid framing in the header policy and X-Frame-Options, never in the meta tag's", () => {
    const options = { modelHub: true, chatEndpoint: 'https://llm.example' };
    const header = headerContentSecurityPolicy(options);
    expect(header).toContain("frame-ancestors 'none'");
    expect(header.startsWith(contentSecurityPolicy(options))).toBe(true);
    // Browsers ignore frame-ancestors in a meta tag and warn: the meta policy leaves it out.
    expect(contentSecurityPolicy(options)).not.toContain('frame-ancestors');
    expect(FRAMING_HEADERS).toEqual({ 'X-Frame-Options': 'DENY' });
  });
});
