# Initialdata for the site's queue (rt-setup-database --action insert --datafile this file):
# a ticket waiting on its requester (stalled) opens again when the requester writes in, by e-mail
# or otherwise. RT's own "On Correspond Open Inactive Tickets" leaves a stalled ticket stalled
# (stalled is one of its active statuses); its action "Open Tickets" (AutoOpen) would also open it
# on staff's own correspondence. Running it again changes nothing.
use strict;
use warnings;

our @Final = (
    sub {
        my $name  = $ENV{HELPDESK_RT_QUEUE} || 'General';
        my $queue = RT::Queue->new( RT->SystemUser );
        $queue->Load($name);
        die "no queue named '$name'\n" unless $queue->id;
        my $description = 'On Correspond by a requestor open a stalled ticket';
        my $scrips = RT::Scrips->new( RT->SystemUser );
        $scrips->Limit( FIELD => 'Description', VALUE => $description );
        return if $scrips->Count;
        my $scrip = RT::Scrip->new( RT->SystemUser );
        my ( $ok, $why ) = $scrip->Create(
            Queue                  => $queue->id,
            Description            => $description,
            ScripCondition         => 'User Defined',
            ScripAction            => 'User Defined',
            Template               => 'Blank',
            CustomIsApplicableCode => q{
                my $txn = $self->TransactionObj;
                return 0 unless $txn->Type eq 'Correspond' && $self->TicketObj->Status eq 'stalled';
                return $self->TicketObj->Requestors->HasMemberRecursively( $txn->CreatorObj->PrincipalObj ) ? 1 : 0;
            },
            CustomPrepareCode => 'return 1;',
            CustomCommitCode  => q{ my ($ok) = $self->TicketObj->SetStatus('open'); return $ok; },
        );
        die "scrip '$description' of queue '$name' not made: $why\n" unless $ok;
        print "Queue '$name': scrip '$description' made\n";
    },
);
1;
