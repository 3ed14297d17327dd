import { useId } from 'react';
import { styled } from 'styled-components';
import { Button, Tag, cssVar } from '@scf/ui';
import type { ProductEntry } from '../api/product-catalogue';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px 24px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: ${cssVar('radius')};
  background: ${cssVar('surfaceColor')};
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    flex: 1 1 auto;
    margin: 0;
    line-height: 1.7;
    color: ${cssVar('textSecondaryColor')};
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface ProductCardProps {
  product: ProductEntry;
  /** 进入产品 (opened) or 申请开通 (not opened). */
  onEnter: (product: ProductEntry) => void;
}

/** One product: its name, what it does, 已开通 / 未开通, and the way in (or to the client manager). */
export function ProductCard({ product, onEnter }: ProductCardProps) {
  const titleId = useId();
  return (
    <Item aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{product.name}</h2>
        <Tag tone={product.opened ? 'success' : 'default'}>{product.opened ? '已开通' : '未开通'}</Tag>
      </Head>
      <p>{product.description}</p>
      <Foot>
        <Button
          variant={product.opened ? 'primary' : 'default'}
          aria-label={`${product.opened ? '进入产品' : '申请开通'} ${product.name}`}
          onClick={() => onEnter(product)}
        >
          {product.opened ? '进入产品' : '申请开通'}
        </Button>
      </Foot>
    </Item>
  );
}
