import {
  AdminTeamSchema,
  FEATURE_NAMES,
  FeatureVisibilitySchema,
  SetFeatureVisibilitiesBodySchema,
} from '@telemed/domain';
import type { FeatureName } from '@telemed/domain';
import { z } from 'zod';
import { notFound } from '../http/apiError';
import { errorResponses } from '../http/errorResponses';
import { TeamParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { siteAdministratorsOnly } from '../services/permissions';

/** Keeps the catalogue's order, so every answer lists features the same way. */
const inCatalogueOrder = (names: readonly FeatureName[]) =>
  FEATURE_NAMES.filter((name) => names.includes(name)).map((name) => ({ name }));

/**
 * Feature visibilities (platform-core §3, §7): every member reads their clinic's; site
 * administrators (users whose role list contains administrator) list clinics and set them.
 */
export const featuresRoutes: ZodRoutes = async (app) => {
  const features = app.featuresRepository;
  const teams = app.teamSettingsRepository;
  const siteAdministrators = siteAdministratorsOnly(app.usersRepository);

  app.addHook('onRequest', app.authenticate);

  app.get(
    '/teams/:teamId/feature-visibilities',
    {
      preHandler: app.requireTeamMember,
      schema: {
        params: TeamParams,
        response: { 200: z.array(FeatureVisibilitySchema), ...errorResponses },
      },
    },
    async (request) => inCatalogueOrder(await features.listOfTeam(request.params.teamId)),
  );

  app.get(
    '/admin/teams',
    {
      preHandler: siteAdministrators,
      schema: { response: { 200: z.array(AdminTeamSchema), ...errorResponses } },
    },
    async () =>
      (await features.listTeams()).map(({ team, memberCount, features: names }) => ({
        _id: team.id,
        name: team.name,
        countryContext: team.countryContext,
        memberCount,
        features: inCatalogueOrder(names).map(({ name }) => name),
        createdAt: team.createdAt.toISOString(),
      })),
  );

  app.put(
    '/admin/teams/:teamId/feature-visibilities',
    {
      preHandler: siteAdministrators,
      schema: {
        params: TeamParams,
        body: SetFeatureVisibilitiesBodySchema,
        response: { 200: z.array(FeatureVisibilitySchema), ...errorResponses },
      },
    },
    async (request) => {
      if (!(await teams.findTeam(request.params.teamId))) throw notFound();
      const names = [...new Set(request.body.names)];
      await app.db.transaction((tx) => features.replace(request.params.teamId, names, tx));
      return inCatalogueOrder(names);
    },
  );
};
