import { Controller, Get, Post, Put } from '@nestjs/common';
import { type z } from 'zod';
import {
  completeScanRequest,
  createScanRequest,
  scanDetailResponse,
  type ScanDetailResponse,
  scanIdParams,
  scansQuery,
  scansResponse,
  type ScansResponse,
} from '@shared/contracts/scans';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { ScansService } from './scans.service';

/**
 * spec 001 §7 Scans: scan runs (/scanItems). Every call follows the store's Scan Items feature
 * (403 while it is off), as the menu entry does.
 */
@Controller('api/scans')
@Access('Inventory')
export class ScansController {
  constructor(private readonly scans: ScansService) {}

  @Get()
  @Contract({
    summary: 'The Logs tab: earlier scan runs, newest first, a page at a time (optionally one location)',
    query: scansQuery,
    response: scansResponse,
  })
  async list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: z.output<typeof scansQuery>,
  ): Promise<ScansResponse> {
    return this.scans.list(p, query);
  }

  @Get(':id')
  @Contract({
    summary: 'One scan run: what it expected, what was scanned, Missing, Over Scanned and elsewhere',
    params: scanIdParams,
    response: scanDetailResponse,
  })
  async one(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof scanIdParams>,
  ): Promise<ScanDetailResponse> {
    return this.scans.get(p, params.id);
  }

  @Post()
  @Contract({
    summary:
      'START a scan run at a location (its expected items kept with it); with status completed and inventories, start and Run at once',
    body: createScanRequest,
    response: scanDetailResponse,
    status: 201,
  })
  async start(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: z.output<typeof createScanRequest>,
  ): Promise<ScanDetailResponse> {
    return this.scans.start(p, body);
  }

  @Put(':id')
  @Contract({
    summary: 'Run: the scanned items, reconciled against what the run expected; completes the run once',
    params: scanIdParams,
    body: completeScanRequest,
    response: scanDetailResponse,
  })
  async complete(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof scanIdParams>,
    @ValidBody() body: z.output<typeof completeScanRequest>,
  ): Promise<ScanDetailResponse> {
    return this.scans.complete(p, params.id, body.inventories);
  }
}
