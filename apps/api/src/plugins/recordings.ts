import path from 'node:path';
import fp from 'fastify-plugin';
import { announceEventChange } from '../realtime/eventChanges';
import { AnalysisParametersRepository } from '../repositories/analysisParametersRepository';
import { AnalysisTasksRepository } from '../repositories/analysisTasksRepository';
import { BeatsRepository } from '../repositories/beatsRepository';
import { EventsRepository } from '../repositories/eventsRepository';
import { ExaminationSpecsRepository } from '../repositories/examinationSpecsRepository';
import { ExaminationsRepository } from '../repositories/examinationsRepository';
import { RecordingsRepository } from '../repositories/recordingsRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { DemoRecordingBuilder } from '../seed/demoRecordingBuilder';
import { ApneaAnalysisService } from '../services/apneaAnalysisService';
import { BeatsService } from '../services/beatsService';
import { CovidAnalysisService } from '../services/covidAnalysisService';
import { EcgAnalysisService } from '../services/ecgAnalysisService';
import { RecordingDistributions } from '../services/recordingDistributions';
import { EventsService } from '../services/eventsService';
import { ExaminationReports } from '../services/examinationReports';
import { ExaminationSpecsService } from '../services/examinationSpecsService';
import { OpenRecordings } from '../services/openRecordings';
import { RecordingsService } from '../services/recordingsService';
import { SignalsService } from '../services/signalsService';
import { LocalDirectoryRecordingStorage } from '../storage/recordingStorage';
import type { RecordingStorage } from '../storage/recordingStorage';

declare module 'fastify' {
  interface FastifyInstance {
    recordingStorage: RecordingStorage;
    recordingsService: RecordingsService;
    signalsService: SignalsService;
    eventsService: EventsService;
    apneaAnalysisService: ApneaAnalysisService;
    beatsService: BeatsService;
    ecgAnalysisService: EcgAnalysisService;
    recordingDistributions: RecordingDistributions;
    covidAnalysisService: CovidAnalysisService;
    examinationReports: ExaminationReports;
  }
}

/**
 * Recordings, signal windows, events and beats over the database and the recording storage (the same
 * `<dataDir>/files` directory as other stored files); demo recordings are made in a worker
 * thread. Open recordings and the thread are closed on shutdown.
 */
export const recordingsPlugin = fp(
  async (app) => {
    const storage = new LocalDirectoryRecordingStorage(path.join(app.config.dataDir, 'files'));
    const openRecordings = new OpenRecordings(storage);
    const demoBuilder = new DemoRecordingBuilder();
    const events = new EventsRepository(app.db);
    const examinations = new ExaminationsRepository(app.db);
    const beats = new BeatsRepository(app.db);
    const recordings = new RecordingsService(
      app.db,
      storage,
      new RecordingsRepository(app.db),
      examinations,
      events,
      beats,
      new TeamsRepository(app.db),
      openRecordings,
      demoBuilder,
    );
    app.decorate('recordingStorage', storage);
    app.decorate('recordingsService', recordings);
    app.decorate('signalsService', new SignalsService(recordings, openRecordings));
    app.decorate(
      'eventsService',
      new EventsService(
        events,
        recordings,
        new ExaminationSpecsService(new ExaminationSpecsRepository(app.db)),
      ),
    );
    const parameters = new AnalysisParametersRepository(app.db);
    // What the analyses on request (respiratory, COVID) work with.
    const onRequest = [
      app.db,
      examinations,
      app.teamsService,
      recordings,
      openRecordings,
      events,
      parameters,
    ] as const;
    app.decorate('apneaAnalysisService', new ApneaAnalysisService(...onRequest));
    const covidAnalysis = new CovidAnalysisService(...onRequest);
    app.decorate('covidAnalysisService', covidAnalysis);
    // A finished ECG analysis replaced both origins' detected events: the clinic's pages swap them.
    const announceAnalysed = (teamId: string, examinationId: string) => {
      for (const origin of ['analysis', 'quality analysis'] as const)
        announceEventChange(
          app.realtime,
          { params: { teamId, examinationId }, headers: {} },
          { kind: 'analysed', origin },
        );
    };
    const ecgAnalysis = new EcgAnalysisService(
      app.db,
      app.teamsService,
      examinations,
      recordings,
      openRecordings,
      events,
      beats,
      parameters,
      new AnalysisTasksRepository(app.db),
      announceAnalysed,
    );
    app.decorate('ecgAnalysisService', ecgAnalysis);
    app.addHook('onReady', () => ecgAnalysis.start());
    app.decorate('beatsService', new BeatsService(app.db, recordings, beats, events));
    const distributions = new RecordingDistributions(recordings, openRecordings, beats);
    app.decorate('recordingDistributions', distributions);
    app.decorate(
      'examinationReports',
      new ExaminationReports(
        recordings,
        openRecordings,
        events,
        beats,
        distributions,
        covidAnalysis,
      ),
    );
    app.addHook('onClose', async () => {
      await ecgAnalysis.close();
      await recordings.settle();
      await openRecordings.closeAll();
      await demoBuilder.close();
    });
  },
  { name: 'recordings', dependencies: ['config', 'db', 'services'] },
);
