// support: schemas and paths (being written).
export {};
