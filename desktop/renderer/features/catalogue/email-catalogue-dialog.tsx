import { useState } from 'react';
import { shopperCopy } from '@shared/messages';
import { Alert, Dialog, Field, TextInput } from '../../ui/light';
import { DialogButtons } from '../../ui/light/dialog-buttons';
import { useFormTokenQuery, useSendCatalogueMutation } from './queries';

const FORM_ID = 'catalogue-email-form';

interface EmailCatalogueDialogProps {
  handle: string;
  isOpen: boolean;
  onClose: () => void;
  onSent: () => void;
}

/**
 * Email (spec 000 §2.1 "sends the catalogue by email"): one address, the public form guard's token
 * (fetched as the dialog opens) and its honeypot field, which people never see. The server's refusal
 * (too fast, too many, a bad address) is shown as it words it.
 */
export function EmailCatalogueDialog({ handle, isOpen, onClose, onSent }: EmailCatalogueDialogProps) {
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const token = useFormTokenQuery(handle, isOpen);
  const send = useSendCatalogueMutation();

  const close = () => {
    send.reset();
    setEmail('');
    onClose();
  };
  const submit = () => {
    if (!token.data) return;
    send.mutate(
      { handle, email: email.trim(), website, formToken: token.data.formToken },
      {
        onSuccess: () => {
          setEmail('');
          onSent();
        },
      },
    );
  };

  return (
    <Dialog
      open={isOpen}
      title={shopperCopy.catalogue.emailTitle}
      onClose={close}
      footer={
        <DialogButtons
          okText={shopperCopy.catalogue.emailSend}
          okForm={FORM_ID}
          okLoading={send.isPending}
          okDisabled={!token.data || email.trim() === ''}
          onCancel={close}
        />
      }
    >
      <form
        id={FORM_ID}
        // The server words a bad address (spec 001 §8), not the browser's own bubble.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Email address" htmlFor="catalogue-email">
          <TextInput
            id="catalogue-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {/* The honeypot: off-screen and out of the tab order, so only a bot fills it. */}
        <div className="honeypot" aria-hidden>
          <label htmlFor="catalogue-website">Website</label>
          <input
            id="catalogue-website"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
      </form>
      {(send.error ?? token.error) && (
        <Alert type="error" showIcon message={(send.error ?? token.error)?.message} />
      )}
    </Dialog>
  );
}
