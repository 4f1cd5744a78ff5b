import { DeleteOutlined, LoadingOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload } from 'antd';
import { useRef, useState } from 'react';
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@shared/contracts/uploads';
import { validation } from '@shared/messages';
import { notify } from '../../ui/notify';
import { useUploadImageMutation } from './mutations';
import { ProductImage } from '../../ui/product-image';
import './products.css';

interface ImagesFieldProps {
  /** Image URLs; the first is the main image, the rest are the product's imageList. */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

const MAX_MEGABYTES = UPLOAD_MAX_BYTES / 1024 / 1024;

/**
 * The product's images as an antd form control: upload (one request per file, POST /api/uploads),
 * remove, and choose the main image. The API checks the file again by its bytes; the checks here
 * only spare the clerk a round trip.
 */
export function ImagesField({ value = [], onChange, id }: ImagesFieldProps) {
  const upload = useUploadImageMutation();
  const [pending, setPending] = useState(0);

  const change = (next: string[]) => onChange?.(next);

  const beforeUpload = (file: File): boolean => {
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      notify.error(validation.upload.notAnImage);
      return false;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error(validation.upload.tooLarge(MAX_MEGABYTES));
      return false;
    }
    return true;
  };

  // Uploads finish one by one, possibly before the form re-renders: each adds to the newest list.
  const current = useRef(value);
  current.current = value;
  const send = (file: Blob) => {
    setPending((count) => count + 1);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        current.current = [...current.current, url];
        change(current.current);
      },
      onSettled: () => setPending((count) => count - 1),
    });
  };

  return (
    <div className="images-field" id={id}>
      {value.map((url, index) => (
        <figure key={url} className="images-field__item">
          <ProductImage src={url} alt={index === 0 ? 'Main image' : `Image ${index + 1}`} />
          {index === 0 && <span className="images-field__main">Main</span>}
          <div className="images-field__actions">
            {index > 0 && (
              <Tooltip title="Make main image">
                <Button
                  size="small"
                  icon={<StarOutlined />}
                  aria-label={`Make image ${index + 1} the main image`}
                  onClick={() => change([url, ...value.filter((other) => other !== url)])}
                />
              </Tooltip>
            )}
            <Tooltip title="Remove">
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={index === 0 ? 'Remove main image' : `Remove image ${index + 1}`}
                onClick={() => change(value.filter((other) => other !== url))}
              />
            </Tooltip>
          </div>
        </figure>
      ))}
      <Upload
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        multiple
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => send(file as Blob)}
      >
        <button type="button" className="images-field__add" aria-label="Upload images">
          {pending > 0 ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
          <span>{pending > 0 ? 'Uploading…' : 'Upload'}</span>
        </button>
      </Upload>
    </div>
  );
}
