/** What other features may use of tenant-export; its other files are its own (eslint.config.js). */
export { tenantExportZip, type TenantExportDeps } from './tenant-export.service';
export { importTenantExport, type TenantImportResult } from './tenant-import.service';
export { openZipFile } from './zip-reader';
export { TENANT_OWNED_TABLES, type TenantTable } from './tenant-tables.repository';
export { readTenantTablePage, tenantScope } from './tenant-export.repository';
export { uploadKeysIn } from './tenant-export-format';
