import { writeEdf } from '@telemed/formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { planDemoRecording } from '../src/seed/demoRecordings';
import {
  addSignedInMember,
  call,
  createClinic,
  createExamination,
  holterBody,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { ecgSignal, uploadRecording } from './recordingsFixtures';

const testApp = setUpTestApp();

const START = '2026-11-20T08:00:00.000Z';
const MINUTES = 20;

let clinic: Clinic;
let doctor: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;
let doctorName: string;
/** A Holter with its ECG analysed. */
let holterId: string;
/** A Holter whose ECG was never analysed. */
let unanalysedId: string;

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

async function newHolter(): Promise<string> {
  const examinationId = (
    await createExamination(testApp, doctor.token, clinic.teamId, patient.memberId, {
      ...holterBody(),
      startDate: START,
      endDate: new Date(Date.parse(START) + MINUTES * 60_000).toISOString(),
    })
  )._id;
  const plan = planDemoRecording({
    id: '2b7e4a10-5c3d-4e8f-9a1b-6c2d3e4f5a6b',
    type: 'holter_ecg',
    description: 'Palpitations, ectopic beats',
    startDate: new Date(START),
    durationMs: MINUTES * 60_000,
  });
  const uploaded = await uploadRecording(
    testApp,
    doctor.token,
    clinic.teamId,
    examinationId,
    Buffer.from(
      writeEdf({
        ...plan.edf,
        signals: [
          {
            ...ecgSignal(Float32Array.from(plan.edf.signals[0]?.samples ?? []), 250),
            physicalMin: -10,
            physicalMax: 10,
          },
        ],
      }),
    ),
  );
  expect(uploaded.statusCode).toBe(201);
  return examinationId;
}

const askPdf = (token: string, examinationId: string, parameters: Record<string, unknown>) =>
  call(testApp, token, 'POST', 'downloads/reports/tasks', {
    teamId: clinic.teamId,
    examinationId,
    parameters,
  });

const sendingsOf = (token: string, examinationId: string) =>
  call(
    testApp,
    token,
    'GET',
    `teams/${clinic.teamId}/examinations/${examinationId}/report/sendings`,
  );

/** Asks for a PDF, lets the runner finish it and answers the task as listed then. */
async function renderedTask(examinationId: string, parameters: Record<string, unknown>) {
  const created = await askPdf(doctor.token, examinationId, parameters);
  expect(created.statusCode).toBe(201);
  await testApp.app.taskRunner.settle();
  const listed = (
    await call(testApp, doctor.token, 'GET', `downloads/reports/tasks?teamId=${clinic.teamId}`)
  ).json().tasks as { id: string; status: string; error: unknown; extra: Record<string, never> }[];
  const task = listed.find((candidate) => candidate.id === created.json().id);
  if (!task) throw new Error('the task is not listed');
  return task;
}

/** Pages of a PDF, from its page tree. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Reports Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = (await createClinic(testApp, 'Other Clinic')).admin;
  doctorName = (await call(testApp, doctor.token, 'GET', 'users/me')).json().fullName;
  holterId = await newHolter();
  unanalysedId = await newHolter();
  const analysis = await call(testApp, doctor.token, 'POST', 'analysis/ecg/tasks', {
    teamId: clinic.teamId,
    examinationId: holterId,
  });
  expect(analysis.statusCode).toBe(201);
  await testApp.app.taskRunner.settle();
});

describe('POST downloads/reports/tasks (report PDF)', () => {
  it('renders the Holter report as a PDF, downloadable once completed', async () => {
    const created = await askPdf(doctor.token, holterId, { variant: 'holter', language: 'en-GB' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      taskType: 'preparingFile',
      taskDesc: 'reportPdf',
      status: 'waiting',
      examinationId: holterId,
      extra: {
        type: 'reportPdf',
        variant: 'holter',
        language: 'en-GB',
        recipient: null,
        file: null,
      },
    });
    await testApp.app.taskRunner.settle();
    const [listed] = (
      await call(testApp, doctor.token, 'GET', `downloads/reports/tasks?teamId=${clinic.teamId}`)
    ).json().tasks;
    expect(listed).toMatchObject({ id: created.json().id, status: 'completed', progress: 100 });
    expect(listed.extra.file.name).toMatch(/^holter-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const report = (
      await call(
        testApp,
        doctor.token,
        'GET',
        `teams/${clinic.teamId}/members/${patient.memberId}/examinations/${holterId}/report`,
      )
    ).json().report;
    // The PDF printed the report as the server computes it now: the same content id.
    expect(listed.extra.reportId).toBe(report.reportId);

    const file = await call(
      testApp,
      doctor.token,
      'GET',
      `downloads/reports/tasks/${listed.id}/file`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${listed.extra.file.name}"`,
    );
    const pdf = file.rawPayload;
    expect(pdf.byteLength).toBe(listed.extra.file.byteSize);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('(Holter ECG report)');
    // The frame, the Holter section with its hour-by-hour table, and the ECG strips.
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2);
  });

  it('answers a PDF in the language asked for, as its own file', async () => {
    const english = await renderedTask(holterId, { variant: 'full', language: 'en-GB' });
    const greek = await renderedTask(holterId, { variant: 'full', language: 'el' });
    expect(greek).toMatchObject({ status: 'completed', extra: { language: 'el' } });
    const bytes = async (taskId: string) =>
      (await call(testApp, doctor.token, 'GET', `downloads/reports/tasks/${taskId}/file`))
        .rawPayload;
    const [englishPdf, greekPdf] = await Promise.all([bytes(english.id), bytes(greek.id)]);
    expect(englishPdf.toString('latin1')).toContain('(Examination report)');
    // The document's title, outside Latin-1, is a UTF-16BE string with its byte order mark.
    const greekTitle = Buffer.from('\ufeffΑναφορά εξέτασης', 'utf16le').swap16().toString('latin1');
    expect(greekPdf.toString('latin1')).toContain(`(${greekTitle})`);
  });

  it('prints the HRV report once the ECG was analysed, and fails it before', async () => {
    const analysed = await renderedTask(holterId, { variant: 'hrv', language: 'pl' });
    expect(analysed.status).toBe('completed');
    const unanalysed = await renderedTask(unanalysedId, { variant: 'hrv', language: 'pl' });
    expect(unanalysed).toMatchObject({ status: 'failed', error: { code: 'NOT_ENOUGH_DATA' } });
    const file = await call(
      testApp,
      doctor.token,
      'GET',
      `downloads/reports/tasks/${unanalysed.id}/file`,
    );
    expect(file.statusCode).toBe(404);
  });

  it('names each field it refuses', async () => {
    const refused = await askPdf(doctor.token, holterId, {
      variant: 'poster',
      language: 'fr',
      email: 'not an address',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .validationErrors.map((error: { property: string }) => error.property)
        .sort(),
    ).toEqual(['parameters.email', 'parameters.language', 'parameters.variant']);
    const missing = await call(testApp, doctor.token, 'POST', 'downloads/reports/tasks', {
      teamId: clinic.teamId,
      examinationId: holterId,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validationErrors[0].property).toBe('parameters');
    const wrongKind = await call(testApp, doctor.token, 'POST', 'downloads/reports/tasks', {
      teamId: clinic.teamId,
      examinationId: holterId,
      task: 'EDF',
      parameters: { variant: 'full', language: 'pl' },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().validationErrors[0].property).toBe('task');
  });
});

describe('sending a report by e-mail', () => {
  it('mails the PDF attached and keeps who sent what to whom and when', async () => {
    const before = Date.now();
    const task = await renderedTask(holterId, {
      variant: 'holter',
      language: 'de',
      email: ' Family.Doctor@Example.com ',
    });
    expect(task).toMatchObject({
      status: 'completed',
      extra: { recipient: 'family.doctor@example.com' },
    });

    const mail = smtp().lastMailTo('family.doctor@example.com');
    expect(mail.subject).toBe('Holter-EKG-Bericht von Reports Clinic');
    expect(mail.text).toContain('als PDF-Datei angehängt');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toMatch(/^holter-report-.+\.pdf$/);
    const stored = await call(
      testApp,
      doctor.token,
      'GET',
      `downloads/reports/tasks/${task.id}/file`,
    );
    expect(attachment?.content.equals(stored.rawPayload)).toBe(true);

    const history = await sendingsOf(doctor.token, holterId);
    expect(history.statusCode).toBe(200);
    const [sending] = history.json().sendings;
    expect(sending).toMatchObject({
      taskId: task.id,
      examinationId: holterId,
      email: 'family.doctor@example.com',
      language: 'de',
      variant: 'holter',
      sentBy: doctorName,
    });
    expect(Date.parse(sending.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    // A download alone is not a sending.
    expect(history.json().sendings).toHaveLength(1);
  });
});

describe('who may', () => {
  it('keeps report PDFs and their history to the clinic’s staff', async () => {
    const task = await renderedTask(holterId, { variant: 'full', language: 'it' });
    const byPatient = await askPdf(patient.token, holterId, { variant: 'full', language: 'pl' });
    expect(byPatient.statusCode).toBe(403);
    const byOutsider = await call(testApp, outsider.token, 'POST', 'downloads/reports/tasks', {
      teamId: clinic.teamId,
      examinationId: holterId,
      parameters: { variant: 'full', language: 'pl' },
    });
    expect(byOutsider.statusCode).toBe(403);

    const outsiderFile = await call(
      testApp,
      outsider.token,
      'GET',
      `downloads/reports/tasks/${task.id}/file`,
    );
    expect(outsiderFile.statusCode).toBe(404);
    const patientFile = await call(
      testApp,
      patient.token,
      'GET',
      `downloads/reports/tasks/${task.id}/file`,
    );
    expect(patientFile.statusCode).toBe(404);

    expect((await sendingsOf(patient.token, holterId)).statusCode).toBe(403);
    expect((await sendingsOf(outsider.token, holterId)).statusCode).toBe(403);
    const otherClinicsExamination = await call(
      testApp,
      outsider.token,
      'POST',
      'downloads/reports/tasks',
      {
        teamId: (await createClinic(testApp, 'Third Clinic')).teamId,
        examinationId: holterId,
        parameters: { variant: 'full', language: 'pl' },
      },
    );
    expect(otherClinicsExamination.statusCode).toBe(403);
  });
});
