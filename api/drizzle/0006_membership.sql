-- membership: tables are added by the module that owns them.
SELECT 1;
