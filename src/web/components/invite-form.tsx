import { zodResolver } from '@hookform/resolvers/zod';
import { MailPlus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from '@shared/zod';
import { USERNAME_MAX_LENGTH } from '@shared/constants';
import { type InvitationBody, invitationBody } from '@shared/contracts/team';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';

/**
 * Invite a colleague by e-mail (the shared invitationBody), for a clinic's team or a practice's
 * (issue 59): the words are the caller's; the form clears and toasts once the invitation is sent.
 */
export function InviteForm({
  mutation,
  words,
  headingLevel: Heading = 'h3',
}: {
  mutation: { mutate: (body: InvitationBody, options: { onSuccess: () => void }) => void; isPending: boolean };
  words: { title: string; intro: string; email: string; send: string; sending: string; sent: (address: string) => string };
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  const form = useForm<InvitationBody, unknown, z.output<typeof invitationBody>>({ resolver: zodResolver(invitationBody), defaultValues: { email: '' } });
  const submit = form.handleSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: words.sent(body.email) });
        form.reset();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div>
        <Heading id={headingId} className="font-semibold text-slate-900">
          {words.title}
        </Heading>
        <p className="mt-1 text-sm text-slate-600">{words.intro}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <FormField label={words.email} error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="off" maxLength={USERNAME_MAX_LENGTH} {...form.register('email')} />
          </FormField>
        </div>
        <Button type="submit" className="min-h-10 sm:mt-6" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
          <MailPlus className="h-4 w-4" aria-hidden />
          {mutation.isPending ? words.sending : words.send}
        </Button>
      </div>
    </form>
  );
}
