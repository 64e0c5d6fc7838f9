import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';

/** `/food/{id}` is the canonical dish address; `/menu/{id}` links keep working. */
export function MenuRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.food(id)} replace />;
}
