// The public surface of the district-inquiry context: code outside modules/district-inquiry/ imports only this file
// (docs/decisions/021-contexts-on-floors.md).
export { districtInquiryRoutes } from './routes.ts';
