import fp from 'fastify-plugin';
import { FeaturesRepository } from '../repositories/featuresRepository';
import { UserTokensRepository } from '../repositories/userTokensRepository';
import { TeamsRepository } from '../repositories/teamsRepository';
import { ThrottlesRepository } from '../repositories/throttlesRepository';
import { UsersRepository } from '../repositories/usersRepository';
import { AccountsService } from '../services/accountsService';
import { AvatarsService } from '../services/avatarsService';
import { BackgroundWork } from '../services/backgroundWork';
import { LinkMailer } from '../services/mailLinks';
import { OneTimeTokenService } from '../services/oneTimeTokenService';
import { PasswordHasher } from '../services/passwords';
import { RequestThrottle } from '../services/requestThrottle';
import { TeamsService } from '../services/teamsService';

declare module 'fastify' {
  interface FastifyInstance {
    accountsService: AccountsService;
    /** Work started after answering (mails whose timing must not show what they found). */
    backgroundWork: BackgroundWork;
    /** The request limits, counted in the database. */
    requestThrottle: RequestThrottle;
    passwordHasher: PasswordHasher;
    avatarsService: AvatarsService;
    teamsService: TeamsService;
  }
}

/** Wires repositories and services over the app's database, mailer and storage. */
export const servicesPlugin = fp(
  async (app) => {
    const users = new UsersRepository(app.db);
    const teams = new TeamsRepository(app.db);
    const oneTimeTokens = new OneTimeTokenService(new UserTokensRepository(app.db));
    const { accessTokens } = app;
    const passwordHasher = new PasswordHasher(app.config.passwordHashCost);
    app.decorate('passwordHasher', passwordHasher);
    const linkMailer = new LinkMailer(app.mailer, app.config.publicUrl);
    const backgroundWork = new BackgroundWork(app.log);
    app.decorate('backgroundWork', backgroundWork);
    // Before the mailer and the database close: the work started last still needs them.
    app.addHook('preClose', () => backgroundWork.settled());
    app.decorate(
      'accountsService',
      new AccountsService(
        app.db,
        users,
        oneTimeTokens,
        linkMailer,
        accessTokens,
        passwordHasher,
        backgroundWork,
      ),
    );
    app.decorate(
      'requestThrottle',
      new RequestThrottle(
        new ThrottlesRepository(app.db),
        app.config.throttleLimits,
        app.config.jwtSecret,
      ),
    );
    app.decorate('avatarsService', new AvatarsService(users, app.storage, accessTokens));
    app.decorate(
      'teamsService',
      new TeamsService(app.db, teams, users, new FeaturesRepository(app.db)),
    );
  },
  { name: 'services', dependencies: ['config', 'db', 'mail', 'storage', 'auth'] },
);
