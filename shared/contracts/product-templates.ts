import { z } from 'zod';
import { validation } from '../messages';

const messages = validation.template;

/** A product template as the API shows it (spec 000 §3 Product template; weight in grams). */
export const productTemplate = z.object({
  id: z.number().int(),
  storeId: z.number().int(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  gender: z.string().nullable(),
  weight: z.number().int().nullable(),
  option1: z.string(),
  option2: z.string().nullable(),
  option3: z.string().nullable(),
  option1Values: z.array(z.string()),
  option2Values: z.array(z.string()).nullable(),
  option3Values: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductTemplate = z.infer<typeof productTemplate>;

export const productTemplateIdParams = z.object({ id: z.coerce.number().int().positive() });
export type ProductTemplateIdParams = z.infer<typeof productTemplateIdParams>;

/** GET /api/productTemplates */
export const productTemplatesResponse = z.object({ productTemplates: z.array(productTemplate) });
export type ProductTemplatesResponse = z.infer<typeof productTemplatesResponse>;

/** GET/POST /api/productTemplates, GET/PUT /api/productTemplates/{id} */
export const productTemplateResponse = z.object({ productTemplate });
export type ProductTemplateResponse = z.infer<typeof productTemplateResponse>;

const MAX_VALUES = 200;
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);
/** Blank or missing → null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
/** Each value trimmed; blanks dropped (the renderer splits the comma-separated text into this list). */
const values = (message?: string) =>
  z
    .array(z.string().trim().max(100), message ? { error: message } : undefined)
    .max(MAX_VALUES)
    .transform((list) => list.filter((value) => value.length > 0));
/** Empty or missing → null (spec 001 §5: option2Values and option3Values are null when empty). */
const optionalValues = () =>
  values()
    .nullish()
    .transform((list) => (list && list.length > 0 ? list : null));

/** The refinements also run on a half-valid request: read the values defensively. */
const hasValues = (list: unknown): boolean =>
  Array.isArray(list) && list.some((value) => typeof value === 'string' && value.trim().length > 0);

/**
 * POST /api/productTemplates and PUT /api/productTemplates/{id} (spec 001 §5 Template form):
 * Title, Category, Brand, Option 1 and its values are required; an option with values needs a title.
 */
export const productTemplateRequest = z
  .object({
    title: required(messages.titleRequired, 255),
    brand: required(messages.brandRequired, 255),
    category: required(messages.categoryRequired, 255),
    gender: optionalText(50),
    /** Grams. */
    weight: z
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .nullish()
      .transform((value) => value ?? null),
    option1: required(messages.option1Required, 100),
    option2: optionalText(100),
    option3: optionalText(100),
    option1Values: values(messages.option1ValuesRequired).refine((list) => list.length > 0, {
      error: messages.option1ValuesRequired,
    }),
    option2Values: optionalValues(),
    option3Values: optionalValues(),
  })
  .refine((request) => !hasValues(request.option2Values) || !!request.option2, {
    path: ['option2'],
    error: messages.option2TitleMissing,
    // Also while other fields are still wrong, so the form shows every message at once.
    when: () => true,
  })
  .refine((request) => !hasValues(request.option3Values) || !!request.option3, {
    path: ['option3'],
    error: messages.option3TitleMissing,
    when: () => true,
  });
export type ProductTemplateRequest = z.input<typeof productTemplateRequest>;
export type ProductTemplateFields = z.output<typeof productTemplateRequest>;
