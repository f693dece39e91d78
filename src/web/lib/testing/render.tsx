import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { Toaster } from '@web/components/ui/toaster';
import { createQueryClient } from '@web/lib/query-client';
import { metaQueryOptions } from '@web/lib/site-meta';
import type { SiteMeta } from '@shared/contracts/site';

/** The deployment facts (GET /api/meta) components find already loaded, as after the app's first request. */
export const TEST_META: SiteMeta = {
  demoData: false,
  privacy: { officerName: 'Camille Bouchard', officerEmail: 'privacy@vetreferral.ca', dataLocation: 'Canada (Montréal)' },
};

/**
 * Renders a component as the app does: the app's QueryClient (so failed writes toast through its
 * MutationCache), a router at `route` and the toaster. `user` drives it like a person would. The
 * deployment facts are in the cache (TEST_META, or `meta`; null leaves them to be fetched).
 */
export function renderInApp(ui: ReactElement, { route = '/', meta = TEST_META }: { route?: string; meta?: SiteMeta | null } = {}) {
  const queryClient = createQueryClient();
  if (meta) queryClient.setQueryData(metaQueryOptions().queryKey, meta);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** Where the app is: the path and query string, under data-testid="where", for tests of navigation. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** renderInApp for a page among the routes it sends people to (`routes`: <Route> elements), at `route`, with Where below. */
export const renderRoutes = (routes: ReactNode, route: string) =>
  renderInApp(
    <>
      <Routes>{routes}</Routes>
      <Where />
    </>,
    { route },
  );

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export type Answer = { status?: number; body?: unknown } | undefined;

/**
 * Replaces fetch for one test: each request is recorded and answered by `answer` (JSON, 200 unless it
 * says otherwise; 204 without a body; a promise holds the answer back). Unstubbed after each test (setup.ts).
 */
export function stubFetch(answer: (request: SentRequest) => Answer | Promise<Answer> = () => undefined) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    sent.push(request);
    const { status = 200, body } = (await answer(request)) ?? {};
    if (status === 204) return new Response(null, { status });
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetchStub };
}

/** Waits for the destructive toast a failure shows and checks that it says each of `texts` (its title, the reason below). */
export async function expectErrorToast(...texts: string[]) {
  const toast = await screen.findByTestId('toast');
  for (const text of texts) expect(toast.textContent).toContain(text);
  expect(toast.getAttribute('data-variant')).toBe('destructive');
}
