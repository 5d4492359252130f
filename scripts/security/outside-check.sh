#!/usr/bin/env bash
# The outside check of docs/security.md: the first outside probe's findings 1 to 9 tried with curl, as an attacker
# would, against a server started with `npm start` (run this on the same machine, for item 1's
# listening address). Usage: scripts/security/outside-check.sh http://127.0.0.1:PORT SERVER_LOG
# Prints one line per check; exits 1 if any failed.
set -u
BASE=${1:?base URL, e.g. http://127.0.0.1:3000}
LOG=${2:-}
PORT=${BASE##*:}
API="$BASE/api/v1"
failed=0
report() { # report PASS|FAIL text
  echo "$1  $2"
  [ "$1" = PASS ] || failed=1
}
status() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
json() { curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' "$@"; }
server_pid=$(ss -ltnpH "sport = :$PORT" | grep -o 'pid=[0-9]*' | head -1 | cut -d= -f2)

# 1. No debug surface; this machine only.
# The app's own page (client routing) may answer there; an inbox may not.
inbox=$(curl -s "$BASE/dev/mail"; curl -s "$BASE/dev/mail/1")
echo "$inbox" | grep -q -i -e '@demo.example' -e '"subject"' -e 'password/edit' && r=FAIL || r=PASS
report $r "1 /dev/mail and /dev/mail/1: $(echo "$inbox" | grep -c '<div id="root"') app pages, no inbox"
listen=$(ss -ltnH "sport = :$PORT" | awk '{print $4}' | sort -u | tr '\n' ' ')
[ "$listen" = "127.0.0.1:$PORT " ] && r=PASS || r=FAIL
report $r "1 listening on: $listen"

# 2. 100 parallel sign-ins against one account, the right password among them.
burst=$(mktemp -d)
for i in $(seq 1 100); do
  password="Wrong-$i!"
  [ "$i" = 50 ] && password='Demo1234!'
  json -X POST "$API/auth/sign_in" -d "{\"email\":\"buyer@demo.example\",\"password\":\"$password\"}" >"$burst/$i" &
done
wait
statuses=$(for f in "$burst"/*; do cat "$f"; echo; done)
evaluated=$(echo "$statuses" | grep -c -v '^429$'); throttled=$(echo "$statuses" | grep -c '^429$')
signed_in=$(echo "$statuses" | grep -c '^200$')
[ "$evaluated" -le 5 ] && r=PASS || r=FAIL
report $r "2 100 parallel sign-ins: $evaluated evaluated ($signed_in signed in), $throttled answered 429"
rm -rf "$burst"

# 3. Registering with an existing vendor's name (another case) and an unrelated email domain.
vendor=$(curl -s "$API/vendor_search?per_page=1" | grep -o '"name":"[^"]*"' | head -1 | cut -d'"' -f4)
upper=$(echo "$vendor" | tr '[:lower:]' '[:upper:]')
email="stranger-$RANDOM@attacker.example"
answer=$(curl -s -H 'content-type: application/json' -X POST "$API/auth" -d "{\"first_name\":\"Eve\",\"last_name\":\"Attacker\",\"email\":\"$email\",\"job_title\":\"None\",\"company_name\":\"$upper\",\"company_website\":\"https://attacker.example\",\"company_type\":\"vendor\",\"password\":\"Sturdy-Otter-42!\",\"password_confirmation\":\"Sturdy-Otter-42!\",\"agree_to_service_agreement\":\"true\"}")
echo "$answer" | grep -q '"awaiting_approval":true' && echo "$answer" | grep -q '"first_vendor_admin":false' && r=PASS || r=FAIL
report $r "3 registering as \"$upper\" from attacker.example: $(echo "$answer" | grep -o '"role":"[^"]*"\|"awaiting_approval":[a-z]*\|"first_vendor_admin":[a-z]*' | tr '\n' ' ')"

# 4. A 200 MB sign-in body, streamed.
rss_before=$(ps -o rss= -p "$server_pid" 2>/dev/null | tr -d ' ')
big=$(head -c 200000000 /dev/zero | tr '\0' 'a' | curl -s -o /dev/null -w '%{http_code} %{size_upload}' -H 'content-type: application/json' -X POST --data-binary @- "$API/auth/sign_in")
rss_after=$(ps -o rss= -p "$server_pid" 2>/dev/null | tr -d ' ')
ten=$(head -c 10000000 /dev/zero | tr '\0' 'a' | curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' -X POST --data-binary @- "$API/auth/sign_in")
[ "${big%% *}" = 413 ] && [ "$ten" = 413 ] && r=PASS || r=FAIL
report $r "4 200 MB body: ${big%% *} after ${big##* } bytes sent; 10 MB body: $ten; server RSS ${rss_before:-?} kB -> ${rss_after:-?} kB"

# 5. NUL bytes in a query and a body.
n1=$(status "$API/vendor_search?keyword=a%00b"); n2=$(status "$API/suggested_companies?company_name=%00")
n3=$(json -X POST "$API/auth/sign_in" -d '{"email":"a\u0000@b.c","password":"x"}')
n4=$(json -X POST "$API/auth/password" -d '{"email":"\u0000"}')
[ "$n1$n2$n3$n4" = 422422422422 ] && r=PASS || r=FAIL
report $r "5 NUL in search, suggested_companies, sign-in, reset: $n1 $n2 $n3 $n4"

# 6. What the runs above wrote to the log.
if [ -n "$LOG" ]; then
  leaks=$(grep -c -e "$email" -e 'argon2' -e 'Wrong-' -e 'access-token' "$LOG")
  [ "$leaks" = 0 ] && r=PASS || r=FAIL
  report $r "6 log lines carrying the registrant's email, a hash, a tried password or a token: $leaks"
fi

# 9. Reset for a known and an unknown email, alternately; median milliseconds.
times() { for _ in 1 2 3 4 5; do curl -s -o /dev/null -w '%{time_total}\n' -H 'content-type: application/json' -X POST "$API/auth/password" -d "{\"email\":\"$1\",\"redirect_url\":\"$BASE/\"}"; done | sort -n | sed -n 3p; }
known=$(times vendor-admin@demo.example); unknown=$(times "nobody-$RANDOM@nowhere.example")
ratio=$(awk -v a="$known" -v b="$unknown" 'BEGIN { printf "%.2f", a / b }')
awk -v x="$ratio" 'BEGIN { exit !(x < 1.5 && x > 0.67) }' && r=PASS || r=FAIL
report $r "9 reset median: known $known s, unknown $unknown s (ratio $ratio)"

# 8. Headers of the app's page.
csp=$(curl -s -D - -o /dev/null "$BASE/" | grep -i '^content-security-policy:' | tr -d '\r')
echo "$csp" | grep -q "default-src 'self'" && echo "$csp" | grep -q "object-src 'none'" \
  && echo "$csp" | grep -q "frame-ancestors 'none'" && ! echo "$csp" | grep -q "script-src[^;]*unsafe-inline" && r=PASS || r=FAIL
report $r "8 CSP on /: ${csp#*: }"

exit $failed
