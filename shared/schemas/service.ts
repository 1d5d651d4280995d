import * as z from 'zod';
import { DEFAULT_TILE_COLOUR } from '../constants';

const configButtonSchema = z.object({
  label: z.string(),
  url: z.string(),
  studentHidden: z.boolean(),
});
export type ServiceConfigButton = z.infer<typeof configButtonSchema>;

export const serviceConfigSchema = z.object({
  teacherPath: z.string().nullable(),
  parentPath: z.string().nullable(),
  appPath: z.string().nullable(),
  accessButton: configButtonSchema.nullable(),
  registerButton: configButtonSchema.nullable(),
});

export const serviceSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  homepage: z.string(),
  iconColor: z.string().default(DEFAULT_TILE_COLOUR),
  /** HTML from staff; the SPA sanitises it before rendering. */
  description: z.string(),
  infoPage: z.string().nullable(),
  enabled: z.boolean(),
  integrated: z.boolean(),
  free: z.boolean(),
  config: serviceConfigSchema,
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListResponseSchema = z.object({ services: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ service: serviceSchema });
export const serviceIdParamsSchema = z.object({ serviceId: z.string().trim().min(1).max(64) });
