import { useMutation, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { api } from './api-client';
import { renderInApp, stubFetch } from './testing/render';

const notesKey = ['notes'] as const;

/** A list and a write that names it in `meta.invalidates`, as the features' hooks do. */
function Notes() {
  const notes = useQuery({ queryKey: notesKey, queryFn: () => api.get<string[]>('/api/notes') });
  const add = useMutation({ mutationFn: (note: string) => api.post<void>('/api/notes', { note }), meta: { invalidates: [notesKey] } });
  const [saved, setSaved] = useState(false);
  return (
    <>
      <ul>{notes.data?.map((n) => <li key={n}>{n}</li>)}</ul>
      <button type="button" onClick={() => void add.mutateAsync('second').then(() => setSaved(true))}>
        add
      </button>
      {saved && <p>saved</p>}
    </>
  );
}

describe('a write that names the queries it changes', () => {
  it('settles only once the list it changed has reloaded, and the list shows the change', async () => {
    const notes = ['first'];
    let answerList: () => void = () => {};
    stubFetch(async ({ method, body }) => {
      if (method === 'POST') {
        notes.push((body as { note: string }).note);
        return { status: 204 };
      }
      // The reload after the write is held back a moment, so a write that did not wait for it settles first.
      if (notes.length > 1) await new Promise<void>((resolve) => (answerList = resolve));
      return { body: [...notes] };
    });
    const { user } = renderInApp(<Notes />);
    await screen.findByText('first');

    await user.click(screen.getByRole('button', { name: 'add' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('saved')).toBeNull();

    answerList();
    await screen.findByText('second');
    await screen.findByText('saved');
  });
});
