import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Skeleton, Space, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { labelPrintMessages } from '@shared/messages';
import { PdfPages } from './pdf-pages';
import { type PrintFlowState, type PrintTarget } from './print-flow';
import { useLabelPreviewQuery } from './queries';
import './labels.css';

/** The preview draws this many labels of a long run; the count says how many there are. */
const PREVIEW_LABELS = 3;

interface PrintLabelsDialogProps {
  title: string;
  state: Exclude<PrintFlowState, { step: 'idle' }>;
  /** The printed PDF's blob address, for the download fallback. */
  downloadUrl: string | null;
  onPrint: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

const labelsWord = (count: number) => `${count} label${count === 1 ? '' : 's'}`;

/** The print flow's dialog, one step at a time (use-print-labels.tsx runs the flow). */
export function PrintLabelsDialog({
  title,
  state,
  downloadUrl,
  onPrint,
  onConfirm,
  onRetry,
  onClose,
}: PrintLabelsDialogProps) {
  const count = state.ids.length;
  const isConfirming = state.step === 'confirm' || (state.step === 'marking' && state.printed === null);
  const cancel = (
    <Button key="cancel" onClick={onClose} disabled={state.step === 'marking'}>
      Cancel
    </Button>
  );

  let footer: React.ReactNode[];
  let body: React.ReactNode;
  if (state.step === 'loading') {
    footer = [cancel];
    body = (
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="print-labels-loading">
        <Spin description={labelPrintMessages.making(count)}>
          <div style={{ minHeight: 48 }} />
        </Spin>
        {state.job && <Progress percent={state.job.progress ?? 0} status="active" aria-label="Labels made" />}
      </Space>
    );
  } else if (state.step === 'no-printer') {
    footer = [
      <Button key="close" type="primary" autoFocus onClick={onClose}>
        Close
      </Button>,
    ];
    body = (
      <Alert
        type="warning"
        showIcon
        title={state.message}
        action={
          <Link to="/settings#printers" onClick={onClose}>
            Settings → Devices
          </Link>
        }
      />
    );
  } else if (state.step === 'failed') {
    footer = [
      <Button key="close" onClick={onClose}>
        Close
      </Button>,
      <Button key="retry" type="primary" autoFocus onClick={onRetry}>
        Try again
      </Button>,
    ];
    body = <Alert type="error" showIcon title={state.message} description={labelPrintMessages.notMarked} />;
  } else if (isConfirming) {
    footer = [
      cancel,
      <Button key="ok" type="primary" autoFocus loading={state.step === 'marking'} onClick={onConfirm}>
        OK
      </Button>,
    ];
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {labelPrintMessages.browserPrint}
        </Typography.Paragraph>
        {downloadUrl && (
          <a href={downloadUrl} download="labels.pdf" data-testid="label-pdf-download">
            <DownloadOutlined /> Download PDF
          </a>
        )}
      </Space>
    );
  } else {
    const isPrinting = state.step === 'printing' || state.step === 'marking';
    footer = [
      cancel,
      <Button
        key="print"
        type="primary"
        icon={<PrinterOutlined />}
        autoFocus
        loading={isPrinting}
        onClick={onPrint}
      >
        Print
      </Button>,
    ];
    const shown = Math.min(count, PREVIEW_LABELS);
    body = (
      <>
        <p className="print-labels__facts" data-testid="print-labels-facts">
          <strong>{labelsWord(count)}</strong> · {printerText(state.target)}
        </p>
        {state.step === 'ready' && state.problem && (
          <Alert
            type="error"
            showIcon
            title={state.problem}
            description={labelPrintMessages.notMarked}
            style={{ marginBottom: 12 }}
            data-testid="print-labels-problem"
          />
        )}
        <div className="print-labels__preview">
          {state.document.format === 'pdf' ? (
            <PdfPages bytes={state.document.bytes} maxPages={PREVIEW_LABELS} label="Labels to print" />
          ) : (
            <FirstLabelPreview inventory={state.ids[0]} />
          )}
        </div>
        {count > shown && (
          <p className="muted" style={{ marginTop: 8, marginBottom: 0 }}>
            The first {shown} of {count} labels.
          </p>
        )}
      </>
    );
  }

  return (
    <Modal
      open
      title={isConfirming ? labelPrintMessages.confirmMarkPrinted(count) : title}
      onCancel={onClose}
      closable={state.step !== 'marking'}
      mask={{ closable: false }}
      footer={footer}
      width={680}
      destroyOnHidden
    >
      <div data-testid="print-labels-dialog" data-step={state.step}>
        {body}
      </div>
    </Modal>
  );
}

function printerText(target: PrintTarget): string {
  return target.kind === 'browser'
    ? 'Printer: the browser’s print dialog (PDF)'
    : `Printer: ${target.printerName}${target.language === 'zpl' ? ` (ZPL, ${target.dpi} dpi)` : ''}`;
}

/** A ZPL document cannot be drawn here: the first item's label as the API draws it in PDF stands in. */
function FirstLabelPreview({ inventory }: { inventory: number }) {
  const preview = useLabelPreviewQuery({ inventory });
  if (preview.isError) return <Alert type="warning" showIcon title={preview.error.message} />;
  if (!preview.data) return <Skeleton.Node active style={{ width: 190, height: 95 }} />;
  return <PdfPages bytes={preview.data} label="First label" />;
}
