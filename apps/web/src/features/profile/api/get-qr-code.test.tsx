/** @vitest-environment happy-dom */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../test/api-server';
import '../../../test/render';
import { usePersonalQrCode } from './get-qr-code';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>
);

describe('personal QR: the profile\'s, else GET /customer/qr-code (spec section 7 "fallback")', () => {
  it('asks the QR call when the profile has no QR', async () => {
    let calls = 0;
    apiServer.use(
      http.get(apiUrl('/customer/qr-code'), () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'OK', data: { qrCode: 'data:image/png;base64,QR' } });
      }),
    );
    const { result } = renderHook(() => usePersonalQrCode(undefined, true), { wrapper });
    await waitFor(() => expect(result.current).toBe('data:image/png;base64,QR'));
    expect(calls).toBe(1);
  });

  it("uses the profile's QR without a second call (an unanswered call would fail the test)", () => {
    const { result } = renderHook(() => usePersonalQrCode('data:image/png;base64,PROFILE', true), { wrapper });
    expect(result.current).toBe('data:image/png;base64,PROFILE');
  });
});
