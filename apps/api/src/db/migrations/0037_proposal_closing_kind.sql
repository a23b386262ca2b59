-- Custom SQL migration file, put your code below! --
-- custom: a proposal's closing reminder is its own kind (proposalClosing), with its own switch
-- and channels; the opened notice no longer says which it is
UPDATE "notifications" SET "kind" = 'proposalClosing', "data" = "data" - 'event'
  WHERE "kind" = 'proposal' AND "data"->>'event' = 'closing';--> statement-breakpoint
UPDATE "notifications" SET "data" = "data" - 'event' WHERE "kind" = 'proposal';--> statement-breakpoint
UPDATE "notification_deliveries" AS d SET "kind" = 'proposalClosing'
  FROM "notifications" AS n
  WHERE d."notification_id" = n."id" AND n."kind" = 'proposalClosing' AND d."kind" = 'proposal';--> statement-breakpoint
-- what a person chose for proposal notices holds for both kinds
UPDATE "notification_preferences"
  SET "in_app" = "in_app" || jsonb_build_object('proposalClosing', "in_app"->'proposal')
  WHERE "in_app" ? 'proposal';--> statement-breakpoint
UPDATE "notification_preferences"
  SET "channels" = "channels" || jsonb_build_object('proposalClosing', "channels"->'proposal')
  WHERE "channels" ? 'proposal';
