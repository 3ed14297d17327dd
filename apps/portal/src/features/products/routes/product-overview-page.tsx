import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { PRODUCTS } from '@scf/api/contract';
import { Empty } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { useNav } from '../../../lib/navigation';
import { Page } from '../../../lib/page';
import { useAvailableProducts, usePlatform } from '../../../lib/platform';
import { useProductNames } from '../../../lib/product';
import { CONTACT_MANAGER_PATH } from '../../../lib/routing';
import { productEntries } from '../api/product-catalogue';
import type { ProductEntry } from '../api/product-catalogue';
import { ProductCard } from '../components/product-card';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * `/product/overview` 更多产品: the platform's products (spec §3 availableProduct) with their open state. An opened
 * product opens at its home (the product bar's entry of its area, or the role's home); one not opened leads to
 * /error-page/contact-manager-open-product.
 */
export default function ProductOverviewPage() {
  const { session, homePath } = useAuth();
  const { configFailed } = usePlatform();
  const available = useAvailableProducts();
  const { areas } = useNav();
  const names = useProductNames();
  const navigate = useNavigate();
  // Spec §8: when the platform config fails, the product list is empty.
  const products = session && !configFailed ? productEntries(session.corpInfo, available, names) : [];

  const enter = (p: ProductEntry) => {
    if (!p.opened) return navigate(CONTACT_MANAGER_PATH);
    const home = areas.find((a) => a.area === PRODUCTS[p.code].area)?.path ?? homePath;
    return navigate(home ?? CONTACT_MANAGER_PATH);
  };

  return (
    <Page>
      {products.length === 0 ? (
        <Empty description="暂无可用产品" />
      ) : (
        <Grid aria-label="产品列表">
          {products.map((p) => (
            <ProductCard key={p.code} product={p} onEnter={enter} />
          ))}
        </Grid>
      )}
    </Page>
  );
}
