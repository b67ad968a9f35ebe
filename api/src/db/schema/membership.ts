// Tables of the membership module (being written).
export {};
