-- A document longer than the index takes (its extracted text cut at 200,000 characters, or its
-- passages at 400) was marked processed with nothing said: this flag lets its card say that
-- only the first part was read. Documents indexed before stay unflagged until read again.
ALTER TABLE "brand_documents" ADD COLUMN "read_in_part" boolean DEFAULT false NOT NULL;
