import type { SessionReadyEvent } from '@telemed/domain';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { attachPostgresAdapter } from '../realtime/postgresAdapter';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Server;
  }
}

export const userRoom = (userId: string) => `user:${userId}`;
export const teamRoom = (teamId: string) => `team:${teamId}`;

/**
 * socket.io on the API's HTTP server at /socket.io. The handshake carries `auth: { token }`; a
 * socket joins its user's room and one room per team it belongs to, then hears `session.ready`.
 */
export const realtimePlugin = fp(
  async (app) => {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false });
    // On PostgreSQL several API processes share one database and hear each other through it.
    if (app.postgresPool) await attachPostgresAdapter(io, app.postgresPool, app.log);
    app.decorate('realtime', io);
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    });

    io.use(async (socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown };
      const token = typeof auth.token === 'string' ? auth.token : null;
      const userId = token ? await app.accessTokens.verifyAccessToken(token) : null;
      if (!userId) return next(new Error('TOKEN_EXPIRED_OR_INVALID'));
      socket.data.userId = userId;
      next();
    });

    io.on('connection', async (socket) => {
      const userId = socket.data.userId as string;
      try {
        const teams = await app.teamsService.listForUser(userId);
        await socket.join([userRoom(userId), ...teams.map((team) => teamRoom(team._id))]);
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
