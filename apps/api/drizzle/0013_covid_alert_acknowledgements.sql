-- Who acknowledged which COVID alert, and when (issue 22). An alert is named by its examination,
-- type and start, so a new analysis that finds it again keeps the acknowledgement.
CREATE TABLE "covid_alert_acknowledgements" (
	"examination_id" uuid NOT NULL,
	"alert_type" text NOT NULL,
	"alert_start_date" timestamp with time zone NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_by_name" text NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "covid_alert_acknowledgements_examination_id_alert_type_alert_start_date_pk" PRIMARY KEY("examination_id","alert_type","alert_start_date")
);
--> statement-breakpoint
ALTER TABLE "covid_alert_acknowledgements" ADD CONSTRAINT "covid_alert_acknowledgements_examination_id_examinations_id_fk" FOREIGN KEY ("examination_id") REFERENCES "public"."examinations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "covid_alert_acknowledgements" ADD CONSTRAINT "covid_alert_acknowledgements_acknowledged_by_team_members_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
