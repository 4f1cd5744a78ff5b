import { Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  lowestVariantPricesResponse,
  type LowestVariantPricesResponse,
  mergeProductsRequest,
  type MergeProductsRequest,
  mergeProductsResponse,
  type MergeProductsResponse,
  productDetailResponse,
  type ProductDetailResponse,
  productIdParams,
  type ProductIdParams,
  productRequest,
  type ProductFields,
  productResponse,
  type ProductResponse,
  productsQuery,
  type ProductsQuery,
  productsResponse,
  type ProductsResponse,
  resyncProductResponse,
  submittedProductsQuery,
  type SubmittedProductsQuery,
  submittedProductsResponse,
  type SubmittedProductsResponse,
} from '@shared/contracts/products';
import {
  attachGtinRequest,
  type AttachGtinRequest,
  gtinLookupResponse,
  type GtinLookupResponse,
  gtinParams,
} from '@shared/contracts/scans';
import { SHARED_READS } from '@shared/domain/access-controls';
import { notices } from '@shared/messages';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { ProductGtinsService } from './product-gtins.service';
import { ProductMergeRequests } from './product-merge.job';
import { ProductsService } from './products.service';

/** spec 001 §7 Products; the products screens (spec 000 §2.3). */
@Controller('api/products')
@Access('Products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly merges: ProductMergeRequests,
    private readonly gtins: ProductGtinsService,
  ) {}

  @Get()
  @Access(...SHARED_READS.products)
  @Contract({
    summary: 'Search the products (title, SKU, brand), one page at a time',
    query: productsQuery,
    response: productsResponse,
  })
  async list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: ProductsQuery,
  ): Promise<ProductsResponse> {
    return this.products.list(p, query);
  }

  @Get('submittedProducts')
  @Contract({
    summary: 'Products submitted for review',
    query: submittedProductsQuery,
    response: submittedProductsResponse,
  })
  async submitted(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: SubmittedProductsQuery,
  ): Promise<SubmittedProductsResponse> {
    return { products: await this.products.submitted(p, query.search) };
  }

  @Post('merge')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary: 'Merge a product into another in the background: its items and GTINs move, then it is removed',
    body: mergeProductsRequest,
    response: mergeProductsResponse,
  })
  async merge(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: MergeProductsRequest,
  ): Promise<MergeProductsResponse> {
    const job = await this.merges.request(p, body.fromProductId, body.toProductId);
    return { message: notices.mergingProduct, jobId: job.id };
  }

  @Get('resync/:id')
  @Contract({
    summary: 'Resync a product with the commerce platform (409 while none is connected)',
    params: productIdParams,
    response: resyncProductResponse,
  })
  async resync(@CurrentPrincipal() p: Principal, @ValidParams() params: ProductIdParams): Promise<never> {
    return this.products.resync(p, params.id);
  }

  @Get('lowestVariantPrices/:id')
  @Contract({
    summary: "Lowest price and quantity per variant of the product's Active inventory",
    params: productIdParams,
    response: lowestVariantPricesResponse,
  })
  async lowestVariantPrices(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ProductIdParams,
  ): Promise<LowestVariantPricesResponse> {
    return { prices: await this.products.lowestVariantPrices(p, params.id) };
  }

  @Get('gtin/:gtin')
  @Access(...SHARED_READS.products)
  @Contract({
    summary: 'The product and size a scanned barcode names (404 naming the barcode when none has it)',
    params: gtinParams,
    response: gtinLookupResponse,
  })
  async byGtin(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: { gtin: string },
  ): Promise<GtinLookupResponse> {
    return this.gtins.lookup(p, params.gtin);
  }

  @Post('attachGtin')
  @Access('Products', 'Inventory')
  @Contract({
    summary: "Add a scanned barcode to one size of a product (scan intake's attach-to-product dialog)",
    body: attachGtinRequest,
    response: gtinLookupResponse,
    status: 201,
  })
  async attachGtin(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: AttachGtinRequest,
  ): Promise<GtinLookupResponse> {
    return this.gtins.attach(p, body);
  }

  @Get(':id')
  @Access(...SHARED_READS.products)
  @Contract({
    summary: 'One product and the products with the same SKU',
    params: productIdParams,
    response: productDetailResponse,
  })
  async get(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ProductIdParams,
  ): Promise<ProductDetailResponse> {
    return this.products.get(p, params.id);
  }

  @Post()
  @Contract({ summary: 'Add a product', body: productRequest, response: productResponse, status: 201 })
  async create(@CurrentPrincipal() p: Principal, @ValidBody() body: ProductFields): Promise<ProductResponse> {
    return { product: await this.products.create(p, body) };
  }

  @Put(':id')
  @Contract({
    summary: 'Change a product (all fields, and its whole GTIN list)',
    params: productIdParams,
    body: productRequest,
    response: productResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: ProductIdParams,
    @ValidBody() body: ProductFields,
  ): Promise<ProductResponse> {
    return { product: await this.products.update(p, params.id, body) };
  }
}
