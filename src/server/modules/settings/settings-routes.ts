import type { FastifyInstance } from 'fastify';
import { settingsSchema } from '#shared/settings/settings.ts';
import { addRoute, invalid, json, jsonBody } from '#server/http/route-spec.ts';
import { replanReminders } from '#server/modules/reminders/reminders.ts';
import { getSettings, saveSettings } from './settings-store.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  addRoute(app, { method: 'GET', path: '/api/settings', tag: 'Settings', summary: 'The company profile', answers: { 200: json('the settings', settingsSchema) } }, async () => getSettings(app.db));
  addRoute(
    app,
    { method: 'PUT', path: '/api/settings', tag: 'Settings', summary: 'Save the company profile', body: jsonBody(settingsSchema, 'Settings'), answers: { 200: json('the saved settings', settingsSchema), 400: invalid } },
    async ({ body }) =>
      app.db.transaction(async (tx) => {
        const saved = await saveSettings(tx, body);
        await replanReminders(tx);
        return saved;
      }),
  );
}
