import { CompassOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { type Employee } from '@shared/contracts/employees';
import { ACCESS_CONTROLS, type AccessControl } from '@shared/domain/access-controls';
import { apiErrors, notices } from '@shared/messages';
import { isApiError } from '../../api/api-error';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { StatusPanel } from '../../ui/status-panel';
import { useStoreWording } from '../session/use-store-wording';
import {
  ACCESS_CONTROL_LABELS,
  ACCESS_CONTROL_OPENS,
  fullName,
  hasLogin,
  isSameAccess,
  toggleUnrestricted,
  UNRESTRICTED_LABEL,
} from './access';
import { ActiveTag, LoginTag, RoleTag } from './employee-tags';
import { useSendInviteMutation, useUpdateEmployeeMutation } from './mutations';
import { useEmployeeQuery } from './queries';
import './employees.css';

const BACK = { to: '/employees', label: 'Employees' };

/** spec 000 §2.3 Employee detail: name, email, Invite until they have a login, access checklist, active flag. */
export function EmployeeDetailPage() {
  const { id } = useParams();
  const employeeId = Number(id);
  const employee = useEmployeeQuery(employeeId);
  const navigate = useNavigate();

  if (employee.isError || !Number.isInteger(employeeId) || employeeId <= 0) {
    const isMissing = !isApiError(employee.error) || employee.error.status === 404;
    return (
      <>
        <PageHeader title="Employee Detail" back={BACK} />
        {isMissing ? (
          <StatusPanel
            icon={<CompassOutlined aria-hidden />}
            title={apiErrors.notFound}
            extra={
              <Button size="large" onClick={() => void navigate(BACK.to)}>
                Back to Employees
              </Button>
            }
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={employee.error?.message}
            action={<Button onClick={() => void employee.refetch()}>Try Again</Button>}
          />
        )}
      </>
    );
  }
  if (!employee.data) {
    return (
      <>
        <PageHeader title={<Skeleton.Input active size="small" />} back={BACK} />
        <Card>
          <Skeleton active />
        </Card>
      </>
    );
  }
  return <EmployeeDetail employee={employee.data} />;
}

function EmployeeDetail({ employee }: { employee: Employee }) {
  const sendInvite = useSendInviteMutation();
  const update = useUpdateEmployeeMutation(employee.id);

  const invite = () =>
    sendInvite.mutate(employee.id, {
      onSuccess: () => notify.success(notices.employees.inviteSent),
      onError: () => notify.error(notices.employees.inviteFailed),
    });

  const setActive = (isActive: boolean) =>
    update.mutate({ isActive }, { onSuccess: () => notify.success(notices.saved) });

  return (
    <>
      <PageHeader
        title={fullName(employee)}
        back={BACK}
        tags={
          <>
            <RoleTag role={employee.role} />
            <ActiveTag isActive={employee.isActive} />
            <LoginTag employee={employee} />
          </>
        }
        subtitle={employee.email}
        actions={
          // spec 000 §2.3: the invite is for employees without a login; once linked there is nothing to send.
          !hasLogin(employee) && (
            <Button
              type="primary"
              size="large"
              icon={<MailOutlined />}
              loading={sendInvite.isPending}
              onClick={invite}
            >
              Invite
            </Button>
          )
        }
      />
      <div className="detail-grid">
        {/* Keyed by the saved list, so the draft starts over from what the server holds after a save. */}
        <AccessCard key={JSON.stringify(employee.accessControls)} employee={employee} />
        <Card title="Status" className="detail-grid__side">
          <label className="setting-row">
            <span className="setting-row__text">
              <span className="setting-row__label">Active</span>
              <Typography.Text type="secondary">
                An inactive employee cannot use the back office and is told to contact the store.
              </Typography.Text>
            </span>
            <Switch
              aria-label="Active"
              checked={employee.isActive}
              loading={update.isPending}
              onChange={setActive}
            />
          </label>
        </Card>
      </div>
    </>
  );
}

function AccessCard({ employee }: { employee: Employee }) {
  const wording = useStoreWording();
  const update = useUpdateEmployeeMutation(employee.id);
  const [draft, setDraft] = useState<AccessControl[] | null>(employee.accessControls);
  const isUnrestricted = draft === null;
  const isChanged = !isSameAccess(draft, employee.accessControls);

  // mutateAsync, not mutate's callbacks: the saved list re-keys this card, and callbacks of an unmounted
  // caller never run. A failure is already a toast from the mutation cache.
  const save = () =>
    update.mutateAsync({ accessControls: draft }).then(
      () => notify.success(notices.saved),
      () => undefined,
    );

  return (
    <Card
      title="Screen access"
      className="detail-grid__main"
      actions={[
        <div key="save" className="card-footer">
          {isChanged && <Typography.Text type="secondary">Unsaved changes</Typography.Text>}
          <Button type="primary" size="large" disabled={!isChanged} loading={update.isPending} onClick={save}>
            Save
          </Button>
        </div>,
      ]}
    >
      <label className="setting-row">
        <span className="setting-row__text">
          <span className="setting-row__label">{UNRESTRICTED_LABEL}</span>
          <Typography.Text type="secondary">
            Not restricted: every screen, including ones added in later versions.
          </Typography.Text>
        </span>
        <Switch
          checked={isUnrestricted}
          onChange={(checked) => setDraft(toggleUnrestricted(checked, draft))}
        />
      </label>
      <Checkbox.Group<AccessControl>
        className="access-checklist"
        aria-label="Screens this employee can open"
        disabled={isUnrestricted}
        value={draft ?? [...ACCESS_CONTROLS]}
        onChange={(checked) => setDraft(checked)}
        options={ACCESS_CONTROLS.map((control) => ({
          value: control,
          label: (
            <span className="access-checklist__option">
              <span>{wording(ACCESS_CONTROL_LABELS[control])}</span>
              <Typography.Text type="secondary">{wording(ACCESS_CONTROL_OPENS[control])}</Typography.Text>
            </span>
          ),
        }))}
      />
      {draft !== null && draft.length === 0 && (
        <Alert
          className="access-checklist__warning"
          type="warning"
          showIcon
          title="With no screens ticked, this employee can only log out."
        />
      )}
    </Card>
  );
}
