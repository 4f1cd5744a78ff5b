import { AutoComplete, Col, Form, Input, Row, Select } from 'antd';
import { Link } from 'react-router';
import { SKU_MAX_CHARS, TEXT_MAX_CHARS } from '@shared/constants';
import { productIdOfSkuTaken } from '@shared/domain/sku';
import { productRequest } from '@shared/contracts/products';
import { type ProductTemplate } from '@shared/contracts/product-templates';
import { validation } from '@shared/messages';
import { zodRule } from '../../ui/zod-rule';
import { ImagesField } from './images-field';
import { GENDER_SUGGESTIONS, type ProductFormValues } from './product-form';

const fields = productRequest.shape;
const suggestions = (values: readonly string[]) => values.map((value) => ({ value }));

interface ProductFormFieldsProps {
  /** The templates the product may use (on an existing product, those with its option structure). */
  templates: readonly ProductTemplate[];
  templatesLoading?: boolean;
}

/**
 * The product form's fields (spec 001 §5 Product form): images, title, SKU, brand, category,
 * gender and template required; Catalog Id (stockXId), Shopify Id, year and colour optional.
 */
export function ProductFormFields({ templates, templatesLoading }: ProductFormFieldsProps) {
  // The store's templates name its brands and categories: offered as suggestions, any text allowed.
  const brands = [...new Set(templates.map((template) => template.brand))];
  const categories = [...new Set(templates.map((template) => template.category))];
  return (
    <>
      <Form.Item<ProductFormValues>
        label="Images"
        name="images"
        extra="The first image is the main image. PNG, JPEG, WebP or GIF."
        rules={[
          {
            validator: async (_rule, value: string[] | undefined) => {
              if (!value || value.length === 0) throw new Error(validation.product.imageRequired);
            },
          },
        ]}
      >
        <ImagesField />
      </Form.Item>
      <Form.Item<ProductFormValues> label="Title" name="title" rules={[zodRule(fields.title)]}>
        {/* Counted, never cut: a pasted 600-character title stays whole and the rule names the limit. */}
        <Input count={{ show: true, max: TEXT_MAX_CHARS }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item<ProductFormValues> label="SKU" name="sku" rules={[zodRule(fields.sku)]}>
            <Input count={{ show: true, max: SKU_MAX_CHARS }} />
          </Form.Item>
          <TakenSkuLink />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item<ProductFormValues>
            label="Product Template"
            name="productTemplateId"
            rules={[zodRule(fields.productTemplateId)]}
          >
            <Select
              loading={templatesLoading}
              placeholder="Select a product template"
              options={templates.map((template) => ({ value: template.id, label: template.title }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item<ProductFormValues> label="Brand" name="brand" rules={[zodRule(fields.brand)]}>
            <AutoComplete options={suggestions(brands)} filterOption />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item<ProductFormValues> label="Category" name="category" rules={[zodRule(fields.category)]}>
            <AutoComplete options={suggestions(categories)} filterOption />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item<ProductFormValues> label="Gender" name="gender" rules={[zodRule(fields.gender)]}>
            <AutoComplete options={suggestions(GENDER_SUGGESTIONS)} filterOption />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item<ProductFormValues> label="Catalog Id" name="stockXId" rules={[zodRule(fields.stockXId)]}>
            <Input count={{ show: true, max: TEXT_MAX_CHARS }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item<ProductFormValues>
            label="Shopify Id"
            name="shopifyId"
            rules={[zodRule(fields.shopifyId)]}
          >
            <Input count={{ show: true, max: TEXT_MAX_CHARS }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item<ProductFormValues> label="Year" name="year" rules={[zodRule(fields.year)]}>
            <Input inputMode="numeric" placeholder="2024" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item<ProductFormValues> label="Colour" name="color" rules={[zodRule(fields.color)]}>
            <Input count={{ show: true, max: 100 }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Under SKU when the API refused it as taken: a link to the product that has it. */
function TakenSkuLink() {
  const form = Form.useFormInstance<ProductFormValues>();
  return (
    <Form.Item noStyle shouldUpdate>
      {() => {
        const productId = form
          .getFieldError('sku')
          .map(productIdOfSkuTaken)
          .find((id) => id !== null);
        return productId ? (
          <Link to={`/products/${productId}`} className="taken-sku-link">
            Open the product with this SKU
          </Link>
        ) : null;
      }}
    </Form.Item>
  );
}
