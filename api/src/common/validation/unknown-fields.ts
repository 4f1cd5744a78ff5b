import { type ZodType } from 'zod';

/** The parts of a zod definition this walk reads (zod 4's `_zod.def`, shared by every schema). */
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  element?: ZodType;
  items?: ZodType[];
  rest?: ZodType | null;
  valueType?: ZodType;
  options?: ZodType[];
  getter?: () => ZodType;
}

const defOf = (schema: ZodType) => schema._zod.def as unknown as Def;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of the fields in `value` that `schema` does not name. zod's plain objects drop such
 * fields silently; the contract layer refuses them instead, for every contract at once, without
 * rewriting the shared schemas (the renderer's forms read the same ones). Objects that declare a
 * catch-all (`z.looseObject`, `.catchall()`) accept any field; a preprocess step reshapes its
 * input in ways the walk cannot follow, so what it reads is not checked.
 */
export function unknownFields(schema: ZodType, value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return [];
      const shape = def.shape ?? {};
      const open = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      const found: PropertyKey[][] = [];
      for (const [key, field] of Object.entries(value)) {
        if (Object.hasOwn(shape, key)) found.push(...unknownFields(shape[key], field, [...path, key]));
        else if (!open) found.push([...path, key]);
      }
      return found;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return def.innerType && value !== undefined && value !== null
        ? unknownFields(def.innerType, value, path)
        : [];
    case 'pipe':
      return def.in && defOf(def.in).type !== 'transform' ? unknownFields(def.in, value, path) : [];
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((item, index) => unknownFields(def.element as ZodType, item, [...path, index]))
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? value.flatMap((item, index) => {
            const itemSchema = def.items?.[index] ?? def.rest;
            return itemSchema ? unknownFields(itemSchema, item, [...path, index]) : [];
          })
        : [];
    case 'record':
      return isPlainObject(value) && def.valueType
        ? Object.entries(value).flatMap(([key, item]) =>
            unknownFields(def.valueType as ZodType, item, [...path, key]),
          )
        : [];
    case 'union': {
      // The option that reads the value decides; when none does, the parse itself refuses it.
      const option = def.options?.find((candidate) => candidate.safeParse(value).success);
      return option ? unknownFields(option, value, path) : [];
    }
    case 'lazy':
      return def.getter ? unknownFields(def.getter(), value, path) : [];
    default:
      return [];
  }
}
