import { DescribeInstancesCommand, EC2Client, StartInstancesCommand, StopInstancesCommand } from '@aws-sdk/client-ec2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { ec2ServerFleet } from '../../../../functions/adapters/servers/ec2';
import { lazyEc2Fleet } from '../../../../functions/adapters/servers/index';
import { IncorrectServerStateError } from '../../../../functions/adapters/servers/port';

const ec2 = mockClient(EC2Client);
const TAG = { key: 'portal:server-of', value: 'prod' };
const FILTERS = [
  { Name: 'tag:portal:server-of', Values: ['prod'] },
  { Name: 'instance-state-name', Values: ['pending', 'running', 'stopping', 'stopped'] },
];

describe('the EC2 servers adapter', () => {
  afterEach(() => ec2.reset());
  const fleet = () => ec2ServerFleet(new EC2Client({ region: 'ap-southeast-2' }), TAG);

  it('lists only tagged instances, page by page, with their Name tag, state and since when', async () => {
    ec2
      .on(DescribeInstancesCommand)
      .resolvesOnce({
        Reservations: [
          {
            Instances: [
              {
                InstanceId: 'i-0000000000000000b',
                State: { Name: 'running' },
                LaunchTime: new Date('2026-11-20T01:02:03Z'),
                Tags: [{ Key: 'Name', Value: 'Reports' }],
              },
            ],
          },
        ],
        NextToken: 'page-2',
      })
      .resolvesOnce({
        Reservations: [
          {
            Instances: [
              {
                InstanceId: 'i-0000000000000000a',
                State: { Name: 'stopped' },
                StateTransitionReason: 'User initiated (2026-11-21 09:12:03 GMT)',
                Tags: [],
              },
            ],
          },
        ],
      });

    expect(await fleet().list()).toEqual([
      { id: 'i-0000000000000000a', name: 'i-0000000000000000a', state: 'stopped', since: '2026-11-21T09:12:03.000Z' },
      { id: 'i-0000000000000000b', name: 'Reports', state: 'running', since: '2026-11-20T01:02:03.000Z' },
    ]);
    expect(ec2.commandCalls(DescribeInstancesCommand).map((call) => call.args[0].input)).toEqual([
      { Filters: FILTERS, MaxResults: 1000 },
      { Filters: FILTERS, MaxResults: 1000, NextToken: 'page-2' },
    ]);
  });

  it('finds one instance by id with the same tag filter, and none for an id EC2 does not know', async () => {
    ec2.on(DescribeInstancesCommand, { InstanceIds: ['i-0000000000000000a'] }).resolves({ Reservations: [] });
    ec2
      .on(DescribeInstancesCommand, { InstanceIds: ['i-0000000000000000f'] })
      .rejects(Object.assign(new Error('The instance ID does not exist'), { name: 'InvalidInstanceID.NotFound' }));

    expect(await fleet().find('i-0000000000000000a')).toBeNull();
    expect(await fleet().find('i-0000000000000000f')).toBeNull();
    expect(ec2.commandCalls(DescribeInstancesCommand)[0]?.args[0].input).toEqual({
      Filters: FILTERS,
      InstanceIds: ['i-0000000000000000a'],
    });
  });

  it('starts and stops by id alone, and reports EC2’s refusal of the state', async () => {
    ec2.on(StartInstancesCommand).resolves({
      StartingInstances: [
        { InstanceId: 'i-0000000000000000a', PreviousState: { Name: 'stopped' }, CurrentState: { Name: 'pending' } },
      ],
    });
    ec2.on(StopInstancesCommand).rejects(
      Object.assign(new Error("The instance 'i-0000000000000000a' is not in a state from which it can be stopped."), {
        name: 'IncorrectInstanceState',
      }),
    );

    expect(await fleet().start('i-0000000000000000a')).toEqual({
      id: 'i-0000000000000000a',
      previousState: 'stopped',
      state: 'pending',
    });
    await expect(fleet().stop('i-0000000000000000a')).rejects.toBeInstanceOf(IncorrectServerStateError);
    expect(ec2.commandCalls(StartInstancesCommand).map((call) => call.args[0].input)).toEqual([
      { InstanceIds: ['i-0000000000000000a'] },
    ]);
    expect(ec2.commandCalls(StopInstancesCommand).map((call) => call.args[0].input)).toEqual([
      { InstanceIds: ['i-0000000000000000a'] },
    ]);
  });

  it('loads the EC2 client on the first call and sends every call through it with the tag filter', async () => {
    // Prepare
    ec2.on(DescribeInstancesCommand).resolves({
      Reservations: [{ Instances: [{ InstanceId: 'i-0000000000000000a', State: { Name: 'stopped' } }] }],
    });
    ec2
      .on(StopInstancesCommand)
      .rejects(Object.assign(new Error('The instance is stopped'), { name: 'IncorrectInstanceState' }));
    const fleet = lazyEc2Fleet(TAG, { region: 'ap-southeast-2' });

    // Act
    const listed = await fleet.list();
    const found = await fleet.find('i-0000000000000000a');
    const stopping = fleet.stop('i-0000000000000000a');

    // Assess
    expect(listed.map((server) => server.id)).toEqual(['i-0000000000000000a']);
    expect(found?.state).toBe('stopped');
    await expect(stopping).rejects.toBeInstanceOf(IncorrectServerStateError);
    expect(ec2.commandCalls(DescribeInstancesCommand).map((call) => call.args[0].input.Filters)).toEqual([
      FILTERS,
      FILTERS,
    ]);
  });
});
