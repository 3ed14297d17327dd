import { useNavigate } from 'react-router-dom';
import { Button } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { useProduct } from '../../../lib/product';

/** 上传合同 / 上传发票 beside a list's heading: opens the product's upload screen `path`, for whom the menu grants it. */
export function UploadButton({ path, label }: { path: string; label: string }) {
  const navigate = useNavigate();
  const product = useProduct();
  const canUpload = useAuth().permissions.has(`${product.base}${path}`);
  return canUpload ? (
    <Button variant="primary" onClick={() => navigate(`${product.base}${path}`)}>
      {label}
    </Button>
  ) : null;
}
