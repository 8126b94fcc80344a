import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

interface Listed {
  _id: string;
  status: string;
  boardPosition: number;
  archived: boolean;
}

/** A clinic of its own per test, so board positions start from an empty board. */
async function boardWith(count: number) {
  const clinic = await createClinic(testApp);
  const patient = await addPatient(testApp, clinic.teamId, 'Piotr Zieliński');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await createExamination(testApp, clinic.admin.token, clinic.teamId, patient))._id);
  }
  return { clinic, ids };
}

async function board(clinic: Clinic, archived: boolean[] = [false, true]) {
  const response = await call(
    testApp,
    clinic.admin.token,
    'POST',
    `teams/${clinic.teamId}/examinations/list`,
    { fields: { archived } },
  );
  return response.json<{ data: Listed[]; order: string[]; total: number }>();
}

/** Column → ids top to bottom, from the list's board order. */
async function columns(clinic: Clinic): Promise<Record<string, string[]>> {
  const { data, order } = await board(clinic);
  const byId = new Map(data.map((item) => [item._id, item]));
  const result: Record<string, string[]> = {};
  for (const id of order) {
    const item = byId.get(id)!;
    const column = item.status === 'DEFAULT' ? 'FOR_DESCRIPTION' : item.status;
    (result[column] ??= []).push(id);
    expect(item.boardPosition).toBe(result[column].length - 1);
  }
  return result;
}

function move(clinic: Clinic, token: string, id: string, body: unknown) {
  return call(testApp, token, 'PUT', `teams/${clinic.teamId}/examinations/${id}/status`, body);
}

describe('PUT teams/{teamId}/examinations/{examinationId}/status', () => {
  let nurse: StaffMember;
  let clinic: Clinic;
  let ids: string[];

  beforeAll(async () => {
    ({ clinic, ids } = await boardWith(4));
    nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  });

  it('appends new examinations to the FOR_DESCRIPTION column in creation order', async () => {
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: ids });
  });

  it('moves a card to a position of another column and closes the gap it left', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    const moved = await move(clinic, nurse.token, b, { status: 'IN_PROGRESS' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ status: 'IN_PROGRESS', boardPosition: 0 });
    await move(clinic, nurse.token, d, { status: 'IN_PROGRESS', order: 0 });
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [a, c], IN_PROGRESS: [d, b] });

    // Past the end appends; within one column the card moves between its neighbours.
    await move(clinic, nurse.token, a, { status: 'IN_PROGRESS', order: 99 });
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [c], IN_PROGRESS: [d, b, a] });
    await move(clinic, nurse.token, a, { status: 'IN_PROGRESS', order: 1 });
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [c], IN_PROGRESS: [d, a, b] });
    await move(clinic, nurse.token, d, { status: 'IN_PROGRESS', order: 2 });
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [c], IN_PROGRESS: [a, b, d] });
  });

  it('rejects an unknown status and a negative position', async () => {
    const unknown = await move(clinic, nurse.token, ids[0]!, { status: 'LOST', order: -1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validationErrors).toEqual([
      { property: 'status', constraints: { invalidValue: 'Invalid format' } },
      { property: 'order', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });

  it("answers 'Examination not found' for another clinic's examination", async () => {
    const other = await boardWith(1);
    const response = await move(clinic, nurse.token, other.ids[0]!, { status: 'FAILED' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('EXAMINATION_NOT_FOUND');
    expect(await columns(other.clinic)).toEqual({ FOR_DESCRIPTION: other.ids });
  });

  it('lets no patient change a status', async () => {
    const patient = await addSignedInMember(testApp, clinic.teamId, 'user');
    const response = await move(clinic, patient.token, ids[0]!, { status: 'FAILED' });
    expect(response.statusCode).toBe(403);
  });
});

describe('archiving', () => {
  it('archives with status ARCHIVED, refuses status changes until restored, then restores', async () => {
    const { clinic, ids } = await boardWith(3);
    const [a, b, c] = ids as [string, string, string];
    await move(clinic, clinic.admin.token, b, { status: 'DESCRIBED' });

    const archived = await move(clinic, clinic.admin.token, b, { status: 'ARCHIVED' });
    expect(archived.json()).toMatchObject({ status: 'ARCHIVED', archived: true, boardPosition: 0 });
    // Setting ARCHIVED removes it from the list: the default list shows no archived examination.
    const listed = await board(clinic, []);
    expect(listed.data.map((item) => item._id)).toEqual([a, c]);
    expect(listed.total).toBe(2);

    const refused = await move(clinic, clinic.admin.token, b, { status: 'IN_PROGRESS' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'EXAMINATION_ARCHIVED',
      message: 'Restore the archived examination before changing it',
    });

    const restored = await call(
      testApp,
      clinic.admin.token,
      'PATCH',
      `teams/${clinic.teamId}/examinations/${b}`,
      { archived: false },
    );
    expect(restored.json()).toMatchObject({ status: 'DESCRIBED', archived: false });
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [a, c], DESCRIBED: [b] });
  });

  it('archives through PATCH too, at the end of the ARCHIVED column', async () => {
    const { clinic, ids } = await boardWith(3);
    const [a, b, c] = ids as [string, string, string];
    for (const id of [c, a]) {
      const response = await call(
        testApp,
        clinic.admin.token,
        'PATCH',
        `teams/${clinic.teamId}/examinations/${id}`,
        { archived: true },
      );
      expect(response.json()).toMatchObject({ archived: true, status: 'ARCHIVED' });
    }
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [b], ARCHIVED: [c, a] });
    const onlyArchived = await board(clinic, [true]);
    expect(onlyArchived.data.map((item) => item._id).sort()).toEqual([a, c].sort());

    // Restoring an examination that was DEFAULT brings it back to FOR_DESCRIPTION's end.
    await call(testApp, clinic.admin.token, 'PATCH', `teams/${clinic.teamId}/examinations/${c}`, {
      archived: false,
    });
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [b, c], ARCHIVED: [a] });
  });

  it('closes the board gap when an examination is deleted', async () => {
    const { clinic, ids } = await boardWith(3);
    const [a, b, c] = ids as [string, string, string];
    const { data } = await board(clinic);
    const memberId = (data[0] as unknown as { memberId: string }).memberId;
    await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      `teams/${clinic.teamId}/members/${memberId}/examinations/${a}`,
    );
    expect(await columns(clinic)).toEqual({ FOR_DESCRIPTION: [b, c] });
  });
});
