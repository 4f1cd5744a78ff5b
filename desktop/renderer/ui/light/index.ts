/*
 * The light kit: the public pages' components, antd's look without antd (its files are not in a
 * shopper's first download). Real HTML elements with the roles and names antd gives, one CSS file.
 */
import './light.css';

export { Button, type ButtonProps } from './button';
export { Checkbox, RadioGroup, Select, type RadioOption, type SelectOption } from './choices';
export { Dialog, type DialogProps } from './dialog';
export { Card, Paragraph, Tag, Text, Title } from './display';
export { Alert, Empty, Skeleton, Spinner, type AlertType } from './feedback';
export { Field } from './field';
export { Form } from './form';
export { NumberInput, PasswordInput, SearchInput, TextArea, TextInput, parseNumber } from './inputs';
export { Pagination, Steps, Tabs, type TabItem } from './navigation';
export { OtpInput } from './otp-input';
export { ToastHost } from './toast-host';
export { useForm, type FieldProps, type FormApi } from './use-form';
export * from './icons';
