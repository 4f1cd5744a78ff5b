import { Controller, Get, Header } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Public } from '../auth/public.decorator';
import { buildOpenApiDocument } from './openapi.builder';

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>ConsignDesk API</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>`;

// A file, not an inline script, so the Content-Security-Policy can forbid inline scripts.
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

@Public()
@Controller('api/docs')
export class DocsController {
  private document: object | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  page(): string {
    return DOCS_HTML;
  }

  @Get('init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return DOCS_INIT;
  }

  @Get('openapi.json')
  openApi(): object {
    // Routes are fixed once the app has started, so the document is built once.
    this.document ??= buildOpenApiDocument(
      this.discovery,
      this.scanner,
      process.env.npm_package_version ?? '0.1.0',
    );
    return this.document;
  }
}
