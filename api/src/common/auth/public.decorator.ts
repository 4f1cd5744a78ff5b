import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'consigndesk:isPublic';

/** An /api endpoint anyone may call (the API docs). Everything else under /api needs a token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
