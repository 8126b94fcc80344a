import { expect, test } from './support/test';
import { apiToken, bearer, confirmedAccount, createClinic } from './support/api';
import { linkFromOutbox } from './support/outbox';
import { signIn } from './support/signIn';

/*
 * A clinic of its own, made for this spec, so its staff changes touch no other spec: its
 * administrator invites a doctor by mail, the doctor accepts and works there, and the
 * administrator changes their role.
 */

test('an administrator invites a doctor by mail, the doctor accepts, and gets another role', async ({
  browser,
  request,
}) => {
  const admin = await confirmedAccount(request, 'admin');
  const { teamId, name: clinicName } = await createClinic(request, await apiToken(request, admin));
  const doctor = await confirmedAccount(request, 'doctor');

  // The administrator invites the doctor.
  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto(`/clinic/${teamId}/members`);
  await signIn(adminPage, admin);
  const invitations = adminPage.getByRole('region', { name: 'Invitations' });
  await invitations.getByRole('textbox', { name: 'Email' }).fill(doctor.email);
  await invitations.getByRole('button', { name: 'Role' }).click();
  await adminPage.getByRole('option', { name: 'Doctor' }).click();
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  const pending = invitations.getByRole('grid', { name: 'Invitations' });
  await expect(pending.getByRole('row').filter({ hasText: doctor.email })).toContainText('Doctor');

  // Inviting the same address again is refused beside the field.
  await invitations.getByRole('textbox', { name: 'Email' }).fill(doctor.email);
  await invitations.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    invitations.getByText('An invitation for this address is already pending'),
  ).toBeVisible();

  // The doctor follows the mailed link, signs in and accepts.
  const link = await linkFromOutbox(request, doctor.email, '/invitations');
  expect(link.searchParams.get('teamId')).toBe(teamId);
  const doctorPage = await (await browser.newContext()).newPage();
  await doctorPage.goto(link.pathname + link.search);
  await signIn(doctorPage, doctor);
  const invitation = doctorPage.getByRole('region', { name: `Invitation to ${clinicName}` });
  await expect(invitation).toContainText('You are invited to join as Doctor.');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(doctorPage).toHaveURL(new RegExp(`/clinic/${teamId}/examinations`));
  await expect(doctorPage.getByText(`You joined ${clinicName}`)).toBeVisible();

  // The administrator sees the doctor among the employees and makes them a nurse.
  await adminPage.reload();
  await expect(pending.getByRole('row').filter({ hasText: doctor.email })).toHaveCount(0);
  const employees = adminPage.getByRole('grid', { name: 'Employees' });
  const doctorRow = employees.getByRole('row').filter({ hasText: doctor.email });
  await expect(doctorRow).toContainText('Active');
  await doctorRow.getByRole('button', { name: /Role of/ }).click();
  await adminPage.getByRole('option', { name: 'Nurse' }).click();
  await expect(doctorRow.getByRole('button', { name: /Role of/ })).toContainText('Nurse');
  const stored = await request.get(`/api/teams/${teamId}/member/me`, {
    headers: bearer(await apiToken(request, doctor)),
  });
  expect(((await stored.json()) as { role: string }).role).toBe('nurse');
});
