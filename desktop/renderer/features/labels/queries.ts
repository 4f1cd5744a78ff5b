import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  labelDocumentResult,
  type LabelDocumentResult,
  labelsJobResponse,
  type LabelsRequest,
} from '@shared/contracts/labels';
import { apiRequest } from '@renderer/api/client';
import { type LabelPreviewParams } from './label-preview-query';

const documentBytes = z.instanceof(Uint8Array);

export const labelKeys = {
  all: ['labels'] as const,
  preview: (query: LabelPreviewParams) => [...labelKeys.all, 'preview', query] as const,
};

/**
 * GET /api/labels/preview: one label as a one-page PDF, for the settings being tried. Keyed on them,
 * so each change asks once; the last drawing stays up while the next is on its way. A refusal (a
 * size outside the limits, an item without its Shopify ID) is the query's error, shown in place of
 * the label.
 */
export function useLabelPreviewQuery(query: LabelPreviewParams, enabled = true) {
  return useQuery({
    queryKey: labelKeys.preview(query),
    queryFn: ({ signal }) =>
      apiRequest({
        method: 'GET',
        path: '/api/labels/preview',
        query,
        signal,
        responseType: 'bytes',
        schema: documentBytes,
      }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /api/labels: the document itself (up to INLINE_LABELS_MAX labels), or the job making it. */
export function requestLabels(
  request: LabelsRequest,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | { jobId: number }> {
  return apiRequest({
    method: 'POST',
    path: '/api/labels',
    body: request,
    responseType: 'bytes',
    schema: z.union([documentBytes, labelsJobResponse]),
  }).then((answer) => (answer instanceof Uint8Array ? { bytes: answer } : { jobId: answer.job.id }));
}

/** A finished label job's result. */
export function labelJobResult(result: unknown): LabelDocumentResult | null {
  const parsed = labelDocumentResult.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/** GET a finished job's document (`documentUrl`, e.g. /api/labels/documents/{jobId}). */
export function fetchLabelDocument(documentUrl: string): Promise<Uint8Array<ArrayBuffer>> {
  return apiRequest({ method: 'GET', path: documentUrl, responseType: 'bytes', schema: documentBytes });
}
