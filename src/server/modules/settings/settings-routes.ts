import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '../../../shared/settings/settings.ts';
import { parseInput } from '../../http/validate.ts';
import { getSettings, saveSettings } from './settings-store.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/settings', async () => getSettings(app.db));
  app.put('/api/settings', async (request) => saveSettings(app.db, parseInput(settingsSchema, request.body, 'Settings')));
}
