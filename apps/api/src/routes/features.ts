import { FEATURE_NAMES, featuresContract } from '@telemed/domain';
import type { FeatureName } from '@telemed/domain';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../http/apiError';
import { implementRoutes } from '../http/implementRoutes';

/** Keeps the catalogue's order, so every answer lists features the same way. */
const inCatalogueOrder = (names: readonly FeatureName[]) =>
  FEATURE_NAMES.filter((name) => names.includes(name)).map((name) => ({ name }));

/**
 * Feature visibilities (see `featuresContract`): every member reads their clinic's; site
 * administrators (users whose role list contains administrator) list clinics and set them.
 */
export const featuresRoutes: FastifyPluginAsync = async (app) => {
  const features = app.featuresRepository;
  const teams = app.teamSettingsRepository;

  implementRoutes(app, featuresContract, {
    listFeatureVisibilities: async (request) =>
      inCatalogueOrder(await features.listOfTeam(request.params.teamId)),

    listAdminTeams: async () =>
      (await features.listTeams()).map(({ team, memberCount, features: names }) => ({
        _id: team.id,
        name: team.name,
        countryContext: team.countryContext,
        memberCount,
        features: inCatalogueOrder(names).map(({ name }) => name),
        createdAt: team.createdAt.toISOString(),
      })),

    setFeatureVisibilities: async (request) => {
      if (!(await teams.findTeam(request.params.teamId))) throw notFound();
      const names = [...new Set(request.body.names)];
      await app.db.transaction((tx) => features.replace(request.params.teamId, names, tx));
      return inCatalogueOrder(names);
    },
  });
};
