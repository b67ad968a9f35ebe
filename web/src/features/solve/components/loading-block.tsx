// The loading spinner now lives with the shared components; this name stays until every screen imports it from there.
export { LoadingBlock } from '../../../components/loading-block';
