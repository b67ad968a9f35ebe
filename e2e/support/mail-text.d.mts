// Types of mail-text.mjs: unique addresses and the text of a captured message.
export declare function uniqueEmail(label: string): string;
export declare function plainText(raw: string): string;
