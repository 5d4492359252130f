-- The search filter "At {event name}" reads event_exhibitors (approved ones) and events (which
-- have ended): a change to either bumps search_catalogue_version, as a lookup's change does
-- (0004), so the result cache never answers from an event's old exhibitors.
CREATE TRIGGER event_exhibitors_search AFTER INSERT OR UPDATE OR DELETE ON event_exhibitors
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER events_search AFTER UPDATE OR DELETE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION search_catalogue_changed();
