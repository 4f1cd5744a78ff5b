import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { shopperCopy } from '@shared/messages';
import { useFormTokenQuery, useSendCatalogueMutation } from './queries';

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
    <Modal
      open={isOpen}
      title={shopperCopy.catalogue.emailTitle}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button
          key="send"
          type="primary"
          loading={send.isPending}
          disabled={!token.data || email.trim() === ''}
          onClick={submit}
        >
          {shopperCopy.catalogue.emailSend}
        </Button>,
      ]}
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Email address" htmlFor="catalogue-email">
          <Input
            id="catalogue-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            size="large"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Form.Item>
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
      </Form>
      {(send.error ?? token.error) && (
        <Alert type="error" showIcon message={(send.error ?? token.error)?.message} />
      )}
    </Modal>
  );
}
