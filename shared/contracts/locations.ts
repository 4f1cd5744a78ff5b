import { z } from 'zod';
import { validation } from '../messages';

const pleaseInput = validation.inlineEdit.pleaseInput;

/** A place of the store where items are kept (spec 000 §3 Location: id, name, label). */
export const location = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  /** Deactivated locations keep their sub-locations but cannot get new ones. */
  isActive: z.boolean(),
});
export type Location = z.infer<typeof location>;

export const locationIdParams = z.object({ id: z.coerce.number().int().positive() });
export type LocationIdParams = z.infer<typeof locationIdParams>;

/** GET /api/locations */
export const locationsResponse = z.object({ locations: z.array(location) });
export type LocationsResponse = z.infer<typeof locationsResponse>;

/** POST /api/locations, PUT /api/locations/{id} */
export const locationResponse = z.object({ location });
export type LocationResponse = z.infer<typeof locationResponse>;

const locationName = z
  .string({ error: pleaseInput('Name') })
  .trim()
  .min(1, pleaseInput('Name'))
  .max(100);
const locationLabel = z
  .string({ error: pleaseInput('Label') })
  .trim()
  .min(1, pleaseInput('Label'))
  .max(100);

/** POST /api/locations: names are unique within a store. */
export const createLocationRequest = z.object({ name: locationName, label: locationLabel });
export type CreateLocationRequest = z.infer<typeof createLocationRequest>;

/** PUT /api/locations/{id}: rename, relabel, (de)activate. */
export const updateLocationRequest = z
  .object({ name: locationName, label: locationLabel, isActive: z.boolean() })
  .partial();
export type UpdateLocationRequest = z.infer<typeof updateLocationRequest>;

/** A shelf, room or bin inside a location (spec 000 §3 Sublocation: id, name, locationName). */
export const subLocation = z.object({
  id: z.number().int(),
  name: z.string(),
  locationName: z.string(),
  locationId: z.number().int(),
});
export type SubLocation = z.infer<typeof subLocation>;

export const subLocationIdParams = z.object({ id: z.coerce.number().int().positive() });
export type SubLocationIdParams = z.infer<typeof subLocationIdParams>;

/** GET /api/subLocations?location= (a location name; all when absent). */
export const subLocationsQuery = z.object({ location: z.string().trim().max(100).optional() });
export type SubLocationsQuery = z.infer<typeof subLocationsQuery>;
export const subLocationsResponse = z.object({ subLocations: z.array(subLocation) });
export type SubLocationsResponse = z.infer<typeof subLocationsResponse>;

/** POST /api/subLocations, PUT /api/subLocations/{id} */
export const subLocationResponse = z.object({ subLocation });
export type SubLocationResponse = z.infer<typeof subLocationResponse>;

const subLocationName = z
  .string({ error: validation.subLocation.nameRequired })
  .trim()
  .min(1, validation.subLocation.nameRequired)
  .max(100);

/** POST /api/subLocations (spec 001 §5: 'Location required', 'Sublocation required'). */
export const createSubLocationRequest = z.object({
  name: subLocationName,
  locationName: z
    .string({ error: validation.subLocation.locationRequired })
    .trim()
    .min(1, validation.subLocation.locationRequired)
    .max(100),
});
export type CreateSubLocationRequest = z.infer<typeof createSubLocationRequest>;

/** PUT /api/subLocations/{id}: rename (inline edit, 'Please Input Name!'). */
export const updateSubLocationRequest = z.object({
  name: z
    .string({ error: pleaseInput('Name') })
    .trim()
    .min(1, pleaseInput('Name'))
    .max(100),
});
export type UpdateSubLocationRequest = z.infer<typeof updateSubLocationRequest>;
