import { svgIcon } from './svg-icon';

/*
 * The few icons the public pages draw, inline (no icon library in their files).
 */
export const CheckCircleFilledIcon = svgIcon(
  <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm5.2 8.1-6 6.2a1 1 0 0 1-1.4 0l-3-3a1 1 0 1 1 1.4-1.4l2.3 2.3 5.3-5.5a1 1 0 0 1 1.4 1.4Z" />,
  { filled: true },
);
export const CloseCircleFilledIcon = svgIcon(
  <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm3.7 13.3a1 1 0 0 1-1.4 1.4L12 13.4l-2.3 2.3a1 1 0 0 1-1.4-1.4l2.3-2.3-2.3-2.3a1 1 0 0 1 1.4-1.4l2.3 2.3 2.3-2.3a1 1 0 0 1 1.4 1.4L13.4 12Z" />,
  { filled: true },
);
export const WarningFilledIcon = svgIcon(
  <path d="M13.7 2.9a2 2 0 0 0-3.4 0L1.3 19a2 2 0 0 0 1.7 3h18a2 2 0 0 0 1.7-3ZM12 18.2a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm1-4.7a1 1 0 0 1-2 0V8.7a1 1 0 0 1 2 0Z" />,
  { filled: true },
);
export const InfoCircleFilledIcon = svgIcon(
  <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm1 16.5a1 1 0 0 1-2 0v-6a1 1 0 0 1 2 0ZM12 9a1.3 1.3 0 1 1 0-2.6A1.3 1.3 0 0 1 12 9Z" />,
  { filled: true },
);
export const ExclamationCircleFilledIcon = svgIcon(
  <path d="M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22Zm-1 5.5a1 1 0 0 1 2 0v6a1 1 0 0 1-2 0ZM12 17.6a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z" />,
  { filled: true },
);
export const CheckCircleIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m7.5 12.5 3 3 6-6.5" />
  </>,
);
export const WarningIcon = svgIcon(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);
export const CloseIcon = svgIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const SearchIcon = svgIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
);
export const EyeIcon = svgIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
export const EyeOffIcon = svgIcon(
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.2 3.1M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
);
export const LeftIcon = svgIcon(<path d="m15 18-6-6 6-6" />);
export const RightIcon = svgIcon(<path d="m9 18 6-6-6-6" />);
export const LockIcon = svgIcon(
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const ToolIcon = svgIcon(
  <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" />,
);
export const CloudServerIcon = svgIcon(
  <>
    <path d="M17.5 19a4.5 4.5 0 1 0-1.4-8.8A6 6 0 1 0 6 16.3" />
    <rect x="7" y="14" width="10" height="7" rx="1" />
    <path d="M10 17.5h.01" />
  </>,
);
export const CompassIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3Z" />
  </>,
);
