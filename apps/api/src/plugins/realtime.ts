import { isEmployeeRole } from '@telemed/domain';
import type { SessionReadyEvent } from '@telemed/domain';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { EndedSessions } from '../services/accessEndings';
import { attachPostgresAdapter } from '../realtime/postgresAdapter';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Server;
  }
}

export const userRoom = (userId: string) => `user:${userId}`;
export const teamRoom = (teamId: string) => `team:${teamId}`;
/** The clinic's staff (every role but patient): what only they may hear, such as its tasks. */
export const teamStaffRoom = (teamId: string) => `team-staff:${teamId}`;
/** Every socket of one sign-in session, so that ending the session closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io on the API's HTTP server at /socket.io. The handshake carries `auth: { token }`; a
 * socket whose session is going joins its session's and user's rooms, one room per team it
 * belongs to and the staff room of each team it works for, then hears `session.ready`. Sockets
 * follow the database afterwards: those of an ended session are closed, those of a removed
 * member leave the clinic's rooms. Each change is applied on this server at once, then on the
 * others through the adapter.
 */
export const realtimePlugin = fp(
  async (app) => {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false });
    // On PostgreSQL several API processes share one database and hear each other through it.
    if (app.postgresPool) await attachPostgresAdapter(io, app.postgresPool, app.log);
    app.decorate('realtime', io);

    const socketsOf = (ended: EndedSessions) => {
      if ('sessionId' in ended)
        return [io.local.in(sessionRoom(ended.sessionId)), io.in(sessionRoom(ended.sessionId))];
      const { userId, exceptSessionId } = ended;
      const all = [io.local.in(userRoom(userId)), io.in(userRoom(userId))];
      return exceptSessionId
        ? all.map((sockets) => sockets.except(sessionRoom(exceptSessionId)))
        : all;
    };
    const stopListening = app.accessEndings.listen({
      sessionsEnded: (ended) => {
        for (const sockets of socketsOf(ended)) sockets.disconnectSockets(true);
      },
      membershipEnded: (userId, teamId) => {
        for (const sockets of [io.local.in(userRoom(userId)), io.in(userRoom(userId))])
          sockets.socketsLeave([teamRoom(teamId), teamStaffRoom(teamId)]);
      },
      teamDeleted: (teamId) => {
        for (const sockets of [io.local.in(teamRoom(teamId)), io.in(teamRoom(teamId))])
          sockets.socketsLeave([teamRoom(teamId), teamStaffRoom(teamId)]);
      },
    });

    app.addHook('preClose', async () => {
      stopListening();
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });

    io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      const token = typeof auth.token === 'string' ? auth.token : null;
      const session = token ? await app.sessions.verify(token) : null;
      if (!session) return next(new Error('TOKEN_EXPIRED_OR_INVALID'));
      socket.data.userId = session.userId;
      socket.data.sessionId = session.sessionId;
      next();
    });

    io.on('connection', async (socket) => {
      const userId = socket.data.userId as string;
      const sessionId = socket.data.sessionId as string;
      try {
        const teams = await app.teamsService.listForUser(userId);
        await socket.join([
          sessionRoom(sessionId),
          userRoom(userId),
          ...teams.map((team) => teamRoom(team._id)),
          ...teams
            .filter((team) => isEmployeeRole(team.role))
            .map((team) => teamStaffRoom(team._id)),
        ]);
        const ready: SessionReadyEvent = { userId };
        socket.emit('session.ready', ready);
      } catch (error) {
        app.log.error({ err: error }, 'realtime session setup failed');
        socket.disconnect(true);
      }
    });
  },
  { name: 'realtime', dependencies: ['auth', 'services', 'db'] },
);
