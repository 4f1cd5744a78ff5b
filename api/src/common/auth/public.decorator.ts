import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'consigndesk:isPublic';

/**
 * A route anyone may call, without a token: /open (public pages, sign-in), the API docs, health
 * and uploaded files. Every other route needs a token and declares @Access (access.decorators.ts).
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
