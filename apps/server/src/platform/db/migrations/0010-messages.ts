// The message centre: a message may lead to its business object and records when it was read; `seq` orders the
// messages of one business date as they were sent. The list reads a user's messages newest first.
export const sql = `
ALTER TABLE message ADD COLUMN link TEXT;
ALTER TABLE message ADD COLUMN read_at BIGINT;
ALTER TABLE message ADD COLUMN seq BIGSERIAL;
CREATE INDEX message_user_created ON message (user_id, created_on, seq);
`;
